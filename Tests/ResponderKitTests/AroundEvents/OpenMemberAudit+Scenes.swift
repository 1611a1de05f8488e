import Foundation
import ResponderKit

// The scene and layout-guide doubles of the open member audit (`OpenMemberAuditTests.swift`), for P47 and P48.
// ResponderKit makes its one scene itself, so the scene doubles are never created: declaring them is the check.

final class AuditScene: UIScene {
    override var activationState: UIScene.ActivationState { super.activationState }
    override var delegate: UISceneDelegate? { didSet {} }
    override var title: String! { didSet {} }
    override var session: UISceneSession { super.session }
}

// P50-P52: the session, configuration and connection options, the screen, and what touches and presses report.
final class AuditSceneSession: UISceneSession {
    override var scene: UIScene? { super.scene }
    override var userInfo: [String: Any]? { didSet {} }
    override var role: UISceneSession.Role { super.role }
    override var configuration: UISceneConfiguration { super.configuration }
    override var persistentIdentifier: String { super.persistentIdentifier }
}

final class AuditSceneConfiguration: UISceneConfiguration {
    override var delegateClass: AnyClass? { didSet {} }
    override var sceneClass: AnyClass? { didSet {} }
    override var name: String? { super.name }
    override var role: UISceneSession.Role { super.role }
}

final class AuditConnectionOptions: UIScene.ConnectionOptions {
    override var sourceApplication: String? { super.sourceApplication }
    override var handoffUserActivityType: String? { super.handoffUserActivityType }
}

final class AuditScreen: UIScreen {
    override class var main: UIScreen { super.main }
    override var coordinateSpace: UICoordinateSpace { super.coordinateSpace }
    override var fixedCoordinateSpace: UICoordinateSpace { super.fixedCoordinateSpace }
    override var traitCollection: UITraitCollection { UITraitCollection(userInterfaceIdiom: .pad) }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

final class AuditWindowScene: UIWindowScene {
    override var screen: UIScreen { super.screen }
    override var windows: [UIWindow] { super.windows }
    override var keyWindow: UIWindow? { super.keyWindow }
    override var traitCollection: UITraitCollection { super.traitCollection }
    override var interfaceOrientation: UIInterfaceOrientation { super.interfaceOrientation }
    override var coordinateSpace: UICoordinateSpace { super.coordinateSpace }
}

final class AuditLayoutGuide: UILayoutGuide {
    override var identifier: String {
        get { "audited" }
        set { super.identifier = newValue }
    }
    override var owningView: UIView? { didSet {} }
    override var layoutFrame: CGRect { CGRect(x: 1, y: 2, width: 3, height: 4) }
    override var leadingAnchor: NSLayoutXAxisAnchor { super.leadingAnchor }
    override var trailingAnchor: NSLayoutXAxisAnchor { super.trailingAnchor }
    override var leftAnchor: NSLayoutXAxisAnchor { super.leftAnchor }
    override var rightAnchor: NSLayoutXAxisAnchor { super.rightAnchor }
    override var topAnchor: NSLayoutYAxisAnchor { super.topAnchor }
    override var bottomAnchor: NSLayoutYAxisAnchor { super.bottomAnchor }
    override var widthAnchor: NSLayoutDimension { super.widthAnchor }
    override var heightAnchor: NSLayoutDimension { super.heightAnchor }
    override var centerXAnchor: NSLayoutXAxisAnchor { super.centerXAnchor }
    override var centerYAnchor: NSLayoutYAxisAnchor { super.centerYAnchor }
}
