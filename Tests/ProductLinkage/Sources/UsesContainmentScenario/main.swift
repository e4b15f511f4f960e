import ContainmentScenario

let scenario = try Scenario(
  parsing: """
    let tabs = UITabBarController()
    let a = UIViewController()
    tabs.viewControllers = [a]
    tabs.selectedIndex = 0
    RunLoop.main.run(for: 0.25)
    """)
print(scenario.run().events.traceLines().joined(separator: "\n"))
