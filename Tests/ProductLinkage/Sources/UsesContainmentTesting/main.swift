import ContainmentTesting

print(lineDiff(["a", "b"], ["a", "c"]))
