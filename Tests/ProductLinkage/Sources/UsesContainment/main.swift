import Containment

var world = World(profile: .ios17)
let child = world.makeViewController(named: "child")
let events = try world.apply(.loadViewIfNeeded(child))
print(events.traceLines().joined(separator: "\n"))
