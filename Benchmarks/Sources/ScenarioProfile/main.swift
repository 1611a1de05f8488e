import EventPathScenes
import Foundation

// Runs one scenario a given number of times with nothing else around it, for valgrind: callgrind counts its
// instructions exactly, where the benchmark tool's instruction counter needs perf events this machine may
// not offer. Usage: ScenarioProfile <scenario> [count]. Scenes are built before `count` is read, so a run
// with count 0 measures the set-up alone and the difference between two counts is the per-operation cost. Scenes
// whose first operation builds something once (action tables, lookup caches) run it once in the set-up, so
// that one-time cost is not spread over the operations.

let arguments = CommandLine.arguments
let scenario = arguments.count > 1 ? arguments[1] : ""
let count = arguments.count > 2 ? Int(arguments[2]) ?? 0 : 1_000
var checksum = 0

switch scenario {
case "hit-fanout", "floor-fanout", "hit-chain", "floor-chain", "hit-fanout-subclass", "hit-chain-subclass",
     "hit-fanout-override":
    let appViews = scenario.hasSuffix("subclass")
    let scene = scenario.contains("fanout")
        ? HitTestScene.fanOut(10, depth: 4, pointCount: 4_096, seed: 9, appViews: appViews,
                              overridingViews: scenario.hasSuffix("override"))
        : HitTestScene.chain(depth: 200, pointCount: 4_096, seed: 9, appViews: appViews)
    let mask = scene.points.count - 1
    if scenario.hasPrefix("hit") {
        for index in 0..<count where scene.window.hitTest(scene.points[index & mask], with: nil) != nil {
            checksum += 1
        }
    } else {
        for index in 0..<count { checksum += scene.floor.hitTest(scene.points[index & mask]) }
    }
case "move", "move-traced":
    let scene = DragScene()
    scene.isTraced = scenario == "move-traced"
    scene.begin()
    for step in 0..<count { scene.move(step) }
    scene.end()
    checksum = scene.leaf.movesSeen + scene.panChanges
case "move-pans-0", "move-pans-1", "move-pans-10":
    let scene = PanStackScene(pans: Int(scenario.split(separator: "-").last!)!)
    scene.begin()
    precondition(scene.trackingPans == Int(scenario.split(separator: "-").last!)!, "every pan must track the finger")
    for step in 0..<count { scene.move(step) }
    scene.end()
    checksum = scene.leaf.movesSeen + scene.panChanges
case "fingers":
    // Here `count` is the number of fingers of one run of three frames, not a number of repetitions.
    let scene = ManyFingersScene(count: count)
    scene.run()
    checksum = scene.callbacks
case let moving where moving.hasPrefix("move-fingers-"):
    // N fingers down, then `count` frames moving all N; (total at 1000 - total at 0) / 1000 is one frame.
    let scene = ManyFingersScene(count: Int(moving.dropFirst("move-fingers-".count)) ?? 1)
    scene.down()
    for step in 0..<count { scene.move(step) }
    scene.up()
    checksum = scene.callbacks
case "scroll-drag":
    let scene = ScrollScene()
    scene.begin()
    for step in 0..<count { scene.move(step) }
    scene.end()
    checksum = Int(scene.scrollView.contentOffset.y)
case "table-drag-100", "table-drag-10000":
    let scene = TableScene(rows: scenario.hasSuffix("10000") ? 10_000 : 100)
    scene.begin()
    for step in 0..<count { scene.move(step) }
    scene.end()
    checksum = Int(scene.tableView.contentOffset.y)
case "collection-drag-100", "collection-drag-10000":
    let scene = CollectionScene(items: scenario.hasSuffix("10000") ? 10_000 : 100)
    scene.begin()
    for step in 0..<count { scene.move(step) }
    scene.end()
    checksum = Int(scene.collectionView.contentOffset.y)
case "key-command":
    let scene = KeyCommandScene()
    scene.pressCommandK()
    for _ in 0..<count { scene.pressCommandK() }
    checksum = scene.handler.actionsReceived
case "tap-button":
    let scene = ButtonScene()
    scene.tap()
    for _ in 0..<count { scene.tap() }
    checksum = scene.handler.actionsReceived
case "switch-fields", "switch-fields-accessory":
    let scene = TextFieldScene(accessoryOnSecond: scenario.hasSuffix("accessory"))
    for _ in 0..<count { scene.switchFirstResponder() }
    checksum = scene.notificationsSeen
case "action-nil-target", "target-for-action", "can-perform-chain":
    let scene = ActionScene()
    checksum = scene.validateAlongChain() + (scene.sendNilTargeted() ? 1 : 0)
    // The scenario is chosen once, outside the loop: comparing its name each time cost 130 instructions per
    // operation, which the measurement charged to the walk.
    switch scenario {
    case "action-nil-target": for _ in 0..<count where scene.sendNilTargeted() { checksum += 1 }
    case "target-for-action": for _ in 0..<count where scene.findTarget() { checksum += 1 }
    default: for _ in 0..<count { checksum += scene.validateAlongChain() }
    }
case "action-nil-target-object", "action-nil-target-bar-item":
    // A sender that is not a responder: the walk starts at the first responder, the scene's deepest view.
    let scene = ActionScene(firstResponder: true)
    let sender = (scenario.hasSuffix("object") ? NonResponderSender.object : .barButtonItem).make()
    checksum = scene.sendNilTargeted(from: sender) ? 1 : 0
    for _ in 0..<count where scene.sendNilTargeted(from: sender) { checksum += 1 }
case "layout-full", "layout-constant", "layout-resize":
    let scene = LayoutScene()
    for step in 0..<count {
        switch scenario {
        case "layout-full": scene.fullPass()
        case "layout-constant": scene.constantPass(step)
        default: scene.resizePass(step)
        }
    }
    checksum = Int(scene.views.last?.frame.maxY ?? 0)
default:
    print("usage: ScenarioProfile hit-fanout|hit-fanout-override|floor-fanout|hit-chain|floor-chain|hit-fanout-subclass|hit-chain-subclass|move|move-traced|tap-button|switch-fields|switch-fields-accessory|action-nil-target|action-nil-target-object|action-nil-target-bar-item|target-for-action|can-perform-chain|scroll-drag|key-command|move-pans-0|move-pans-1|move-pans-10|move-fingers-N|fingers|layout-full|layout-constant|layout-resize [count]")
    exit(2)
}
print("\(scenario) x\(count): checksum \(checksum)")
