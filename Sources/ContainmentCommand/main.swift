print("containment")
