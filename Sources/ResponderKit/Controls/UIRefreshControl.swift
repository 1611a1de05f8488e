import Foundation

/// The control a scroll view shows above its content when the user pulls the content down past its top
/// (spec <doc:Catalog#Q22>-<doc:Catalog#Q25>).
///
/// Attach it with `UIScrollView.refreshControl`; the scroll view places it. A pull of the content
/// `TouchSettings.refreshPullDistance` (100 points) below its resting top begins refreshing: ``isRefreshing``
/// becomes `true` and `.valueChanged` is sent while the finger is still down (<doc:Catalog#Q23>). The content then
/// rests below the control until the app calls ``endRefreshing()`` (<doc:Catalog#Q24>). Calls from code send
/// nothing (<doc:Catalog#Q1>, <doc:Catalog#Q25>).
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addTarget(feed, action: .reloadFeed, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The height of the area the control takes above the content while refreshing.
    static let height: CGFloat = 60

    /// Whether a refresh is under way: from a pull past the threshold or ``beginRefreshing()`` until
    /// ``endRefreshing()`` (<doc:Catalog#Q22>).
    public private(set) var isRefreshing: Bool = false
    /// The text shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Creates a refresh control that is not refreshing (<doc:Catalog#Q22>).
    public init() {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
    }

    /// Creates a refresh control as `init()` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Marks a refresh that the app started as under way; no action is sent, and the content is not moved
    /// (<doc:Catalog#Q1>, <doc:Catalog#Q25>).
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends the refresh: ``isRefreshing`` becomes `false` and the content returns to its top on the
    /// application's clock, sending nothing (<doc:Catalog#Q24>).
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        guard let scrollView = superview as? UIScrollView, !scrollView.isDragging else { return }
        let resting = scrollView.clamped(scrollView.contentOffset)
        if resting != scrollView.contentOffset { scrollView.setContentOffset(resting, animated: true) }
    }

    /// Begins refreshing once a drag has pulled the content past the threshold, with `.valueChanged` sent
    /// while the finger is still down; refreshing already, it does nothing (<doc:Catalog#Q23>, <doc:Catalog#Q24>).
    func contentWasPulled(in scrollView: UIScrollView) {
        guard !isRefreshing, isEnabled, scrollView.isDragging else { return }
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        guard pulled >= controlTouchSettings.refreshPullDistance else { return }
        isRefreshing = true
        sendActions(for: .valueChanged, with: nil)
    }
}

extension UIScrollView {
    /// How much further than the top inset the content may rest: the refresh control's height while it
    /// refreshes (<doc:Catalog#Q24>).
    var refreshingHeight: CGFloat {
        guard let refreshControl, refreshControl.isRefreshing, refreshControl.superview === self else { return 0 }
        return refreshControl.bounds.height
    }

    /// Puts `control` in the scroll view above the content's top, the width of the scroll view, behind the
    /// content's views (<doc:Catalog#Q22>).
    func attach(_ control: UIRefreshControl) {
        control.frame = CGRect(x: 0, y: -adjustedContentInset.top - UIRefreshControl.height,
                               width: bounds.width, height: UIRefreshControl.height)
        insertSubview(control, at: 0)
    }
}
