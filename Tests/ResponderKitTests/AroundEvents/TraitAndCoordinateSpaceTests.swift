import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Trait collections, their change notification (P3, P4), and coordinate spaces of views and screens (P5).
@MainActor @Suite("Traits and coordinate spaces")
struct TraitAndCoordinateSpaceTests {
    @Test("P3: the default device is an iPhone in portrait, for screens, windows, views and controllers")
    func defaultTraits() {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let view = UIView()
        controller.view.addSubview(view)
        for traits in [host.screen.traitCollection, window.traitCollection, controller.traitCollection,
                       view.traitCollection] {
            #expect(traits.userInterfaceIdiom == .phone)
            #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
            #expect(traits.displayScale == host.screen.scale)
            #expect(traits.layoutDirection == .leftToRight && traits.userInterfaceStyle == .light)
        }
        host.screen.deviceTraits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(view.traitCollection.userInterfaceIdiom == .pad && view.traitCollection.horizontalSizeClass == .regular)
        host.application.userInterfaceLayoutDirection = .rightToLeft
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("P4: overrideUserInterfaceStyle changes the style below it, not beside it, and each hears the change once")
    func overrideStylePropagates() {
        let host = EventTestHost()
        let controller = TraitRecordingController()
        let window = host.makeWindow(rootViewController: controller)
        let parent = TraitRecordingView(), child = TraitRecordingView(), sibling = TraitRecordingView()
        controller.view.addSubview(parent)
        parent.addSubview(child)
        controller.view.addSubview(sibling)

        parent.overrideUserInterfaceStyle = .dark
        #expect(parent.traitCollection.userInterfaceStyle == .dark && child.traitCollection.userInterfaceStyle == .dark)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        #expect(parent.previousStyles == [.light] && child.previousStyles == [.light] && sibling.previousStyles.isEmpty)
        parent.overrideUserInterfaceStyle = .dark
        #expect(parent.previousStyles.count == 1)

        window.overrideUserInterfaceStyle = .dark
        #expect(controller.previousStyles == [.light] && sibling.previousStyles == [.light])
        #expect(parent.previousStyles.count == 1 && child.previousStyles.count == 1)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)

        controller.overrideUserInterfaceStyle = .light
        #expect(controller.previousStyles == [.light, .dark] && sibling.traitCollection.userInterfaceStyle == .light)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("P5: a view converts to and from the screen's spaces through its window's frame")
    func coordinateSpaces() {
        let host = EventTestHost()
        let window = host.makeWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        window.addSubview(view)
        let screenSpace = host.screen.coordinateSpace
        #expect(screenSpace.bounds == host.screen.bounds)
        #expect(host.screen.fixedCoordinateSpace.bounds == host.screen.bounds)
        #expect(view.convert(CGPoint(x: 5, y: 5), to: screenSpace) == CGPoint(x: 25, y: 135))
        #expect(view.convert(CGPoint(x: 25, y: 135), from: screenSpace) == CGPoint(x: 5, y: 5))
        let keyboard = CGRect(x: 0, y: 500, width: 390, height: 344)
        #expect(screenSpace.convert(keyboard, to: view) == CGRect(x: -20, y: 370, width: 390, height: 344))
        #expect(host.screen.fixedCoordinateSpace.convert(CGPoint(x: 25, y: 135), to: view) == CGPoint(x: 5, y: 5))
        let space: UICoordinateSpace = window
        #expect(view.convert(CGPoint.zero, to: space) == CGPoint(x: 20, y: 30))
        #expect(view.bounds == (view as UICoordinateSpace).bounds)
    }
}

private final class TraitRecordingView: UIView {
    var previousStyles: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
}

private final class TraitRecordingController: UIViewController {
    var previousStyles: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
}
