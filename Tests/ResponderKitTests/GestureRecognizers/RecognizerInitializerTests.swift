import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

extension Selector {
    fileprivate static let handleGesture: Selector = "handleGesture:"
}

/// A target that counts the gestures sent to it by selector.
@MainActor
private final class GestureTarget: UIResponder {
    var received: [UIGestureRecognizer] = []
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.handleGesture, GestureTarget.handleGesture)
    }
    func handleGesture(_ recognizer: UIGestureRecognizer) { received.append(recognizer) }
}

// Subclasses written the way UIKit code writes them: overriding the designated initializer.

@MainActor
private final class ConfiguredTap: UITapGestureRecognizer {
    var initializedThroughOverride = false
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        numberOfTapsRequired = 2
        initializedThroughOverride = true
    }
}

@MainActor
private final class CustomRecognizer: UIGestureRecognizer {
    var initializedThroughOverride = false
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        initializedThroughOverride = true
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .recognized }
}

@MainActor private final class MyPan: UIPanGestureRecognizer {
    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
}
@MainActor private final class MyLongPress: UILongPressGestureRecognizer {
    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
}
@MainActor private final class MySwipe: UISwipeGestureRecognizer {
    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
}
@MainActor private final class MyPinch: UIPinchGestureRecognizer {
    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
}
@MainActor private final class MyRotation: UIRotationGestureRecognizer {
    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
}
@MainActor private final class MyEdgePan: UIScreenEdgePanGestureRecognizer {
    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
}

@MainActor
@Suite("UIGestureRecognizer.init(target:action:) is the designated initializer")
struct RecognizerInitializerTests {
    @Test("init(target:action:): a subclass's override runs for every way of making it, and its target is kept")
    func overrideRunsForEveryInitializer() throws {
        let target = GestureTarget()
        #expect(ConfiguredTap(target: target, action: .handleGesture).initializedThroughOverride)
        #expect(ConfiguredTap().initializedThroughOverride)
        #expect(ConfiguredTap(target: target, action: GestureTarget.handleGesture).initializedThroughOverride)
        #expect(ConfiguredTap { _ in }.initializedThroughOverride)
        #expect(CustomRecognizer().initializedThroughOverride)
        #expect(ConfiguredTap().numberOfTapsRequired == 2)
    }

    @Test("init(target:action:) overridden in a subclass of every concrete recognizer keeps the base's defaults")
    func concreteSubclassesKeepDefaults() {
        let select = [NSNumber(value: UIPress.PressType.select.rawValue)]
        #expect(MyLongPress(target: nil, action: nil).allowedPressTypes == select)
        #expect(ConfiguredTap(target: nil, action: nil).allowedPressTypes == select)
        #expect(MyPan(target: nil, action: nil).maximumNumberOfTouches == Int.max)
        #expect(MySwipe(target: nil, action: nil).direction == .right)
        #expect(MyPinch(target: nil, action: nil).scale == 1)
        #expect(MyRotation(target: nil, action: nil).rotation == 0)
        #expect(MyEdgePan(target: nil, action: nil).edges == [])
        #expect(UIGestureRecognizer().state == .possible)
    }

    @Test("D2: a recognizer made through the overridden designated initializer sends its action to the target")
    func selectorActionThroughOverride() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let target = GestureTarget()
        let recognizer = CustomRecognizer(target: target, action: .handleGesture)
        window.addGestureRecognizer(recognizer)
        try host.tap(at: CGPoint(x: 20, y: 20))
        host.runUntilIdle()
        #expect(target.received.count == 1 && target.received.first === recognizer)
    }
}
