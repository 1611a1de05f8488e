import Foundation
import ResponderKit

extension EventTestHost {
    /// Creates a host whose screen has `safeAreaInsets`, as a device with a sensor housing or a home indicator
    /// has (an iPhone 14 in portrait: top 47, bottom 34); windows filling the screen have them as their safe area
    /// (spec <doc:Catalog#U18>). The other arguments are those of ``init(screenSize:start:applicationClass:)``.
    public convenience init(screenSize: CGSize = CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets,
                            start: TimeInterval = 1_000, applicationClass: UIApplication.Type = UIApplication.self) {
        self.init(screenSize: screenSize, start: start, applicationClass: applicationClass)
        screen.safeAreaInsets = safeAreaInsets
    }
}
