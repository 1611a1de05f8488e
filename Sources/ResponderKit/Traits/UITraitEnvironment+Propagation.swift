import Foundation

extension UIView: UITraitEnvironment {
    /// What the view's traits come from before its own override (spec <doc:Catalog#P3>).
    var inheritedTraitCollection: UITraitCollection {
        if let controller = owningViewController, controller.viewIfLoaded === self { return controller.traitCollection }
        if let superview = storedSuperview { return superview.traitCollection }
        return UITraitCollection.environment(of: (self as? UIWindow)?.application ?? window?.application)
    }
}

extension UIViewController: UITraitEnvironment {
    /// What the controller's traits come from before its own override (spec <doc:Catalog#P3>).
    var inheritedTraitCollection: UITraitCollection {
        if let superview = viewIfLoaded?.storedSuperview { return superview.traitCollection }
        if let parent { return parent.traitCollection }
        if let presentingViewController { return presentingViewController.traitCollection }
        return UITraitCollection.environment(of: viewIfLoaded?.window?.application)
    }
}

extension UITraitCollection {
    /// The traits at the top of every tree: the application's screen, its layout direction, light (spec
    /// <doc:Catalog#P2>, <doc:Catalog#P3>).
    @MainActor static func environment(of application: UIApplication?) -> UITraitCollection {
        let application = application ?? UIApplication.shared
        let direction: UITraitEnvironmentLayoutDirection =
            application.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UITraitCollection(traitsFrom: [application.screen.traitCollection,
                                              UITraitCollection(layoutDirection: direction)])
    }
}

/// Runs `change`, then tells each view and controller below `root` whose traits it changed, once, with the
/// traits it had before, parents before children (spec <doc:Catalog#P4>).
@MainActor
func changeTraits(below root: UITraitEnvironment, _ change: () -> Void) {
    var environments: [UITraitEnvironment] = []
    var pending: [UIView] = []
    if let view = root as? UIView {
        pending.append(view)
    } else if let controller = root as? UIViewController {
        if let view = controller.viewIfLoaded { pending.append(view) } else { environments.append(controller) }
    }
    while let view = pending.popLast() {
        if let controller = view.owningViewController, controller.viewIfLoaded === view { environments.append(controller) }
        environments.append(view)
        pending.append(contentsOf: view.subviews.reversed())
    }
    let before = environments.map(\.traitCollection)
    change()
    for (environment, previous) in zip(environments, before) where environment.traitCollection != previous {
        environment.traitCollectionDidChange(previous)
    }
}
