import Foundation
import ResponderKit
import ResponderKitTesting

/// The standard controls and text views in the random sessions: switches, sliders, steppers (autorepeating on
/// the clock while held), segmented and page controls, a scroll view with a refresh control, image views with
/// and without interaction, and text views that take typing. Their actions fire the view's `.action` reaction
/// during delivery, and `Reaction.changeValue` changes their value from any callback.
extension World {
    /// The view for one of the standard kinds, its action wired to `hooks`' `.action` reaction.
    func makeStandardView(_ kind: ViewSpec.Kind, frame: CGRect, hooks: ChaosHooks) -> UIView {
        standardViewCount += 1
        // Nothing else keeps these views' hooks, so their actions hold them.
        let fire = UIAction { [weak self] _ in
            self?.valueChangeCount += 1
            hooks.fire(.action)
        }
        switch kind {
        case .switchControl:
            let control = UISwitch(frame: frame)
            control.addAction(fire, for: .valueChanged)
            return control
        case .slider:
            let control = UISlider(frame: frame)
            control.addAction(fire, for: .valueChanged)
            return control
        case .stepper:
            let control = UIStepper(frame: frame)
            control.maximumValue = 5
            control.wraps = frame.width > 150
            control.addAction(fire, for: .valueChanged)
            return control
        case .segmented:
            let control = UISegmentedControl(items: ["a", "b", "c"])
            control.frame = frame
            control.addAction(fire, for: .valueChanged)
            return control
        case .pageControl:
            let control = UIPageControl(frame: frame)
            control.numberOfPages = 4
            control.addAction(fire, for: .valueChanged)
            return control
        case .refreshScroll:
            let scrollView = UIScrollView(frame: frame)
            scrollView.contentSize = CGSize(width: frame.width, height: frame.height * 2)
            let refresh = UIRefreshControl()
            refresh.addAction(UIAction { [weak self, weak refresh] _ in
                self?.valueChangeCount += 1
                hooks.fire(.action)
                refresh?.endRefreshing()
            }, for: .valueChanged)
            scrollView.refreshControl = refresh
            extraViews.append(refresh)
            return scrollView
        case .image, .interactiveImage:
            return UIImageView(frame: frame)
        case .table:
            let table = UITableView(frame: frame, style: .plain)
            let source = ChaosTableSource(hooks: hooks) { [weak self] in self?.valueChangeCount += 1 }
            table.register(UITableViewCell.self, forCellReuseIdentifier: ChaosTableSource.identifier)
            table.dataSource = source
            table.delegate = source
            tableSources.append(source)
            return table
        case .collection:
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 40, height: 30)
            layout.headerReferenceSize = CGSize(width: 0, height: 24)
            layout.footerReferenceSize = CGSize(width: 0, height: 12)
            let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
            let source = ChaosCollectionSource(hooks: hooks) { [weak self] in self?.valueChangeCount += 1 }
            source.register(in: collectionView)
            collectionView.dataSource = source
            collectionView.delegate = source
            collectionSources.append(source)
            return collectionView
        case .textView:
            let textView = UITextView(frame: frame)
            let delegate = ChaosTextViewDelegate(hooks: hooks) { [weak self] in self?.valueChangeCount += 1 }
            textView.delegate = delegate
            textViewDelegates.append(delegate)
            return textView
        default:
            return ChaosView(frame: frame, hooks: hooks)
        }
    }

    /// The point `fraction` across the view and halfway down, on the screen; a view out of any window gives a
    /// point off every window, as a finger missing it would.
    func screenPoint(in view: UIView, fraction: Double) -> CGPoint {
        guard let window = view.window else { return CGPoint(x: -30, y: -30) }
        let bounds = view.bounds
        let inWindow = view.convert(CGPoint(x: bounds.minX + bounds.width * fraction, y: bounds.midY), to: nil)
        let point = CGPoint(x: inWindow.x + window.frame.minX, y: inWindow.y + window.frame.minY)
        return point.x.isFinite && point.y.isFinite ? point : CGPoint(x: -30, y: -30)
    }

    /// Changes the value of a standard control or text view, as an app reacting to one control by setting
    /// another does; other views are left alone.
    func changeValue(of view: UIView) {
        switch view {
        case let control as UISwitch: control.setOn(!control.isOn, animated: false)
        case let control as UISlider: control.value = control.value > 0.5 ? 0.1 : 0.9
        case let control as UIStepper: control.value = control.value >= control.maximumValue ? 0 : control.value + 1
        case let control as UISegmentedControl:
            control.selectedSegmentIndex = (control.selectedSegmentIndex + 1) % max(control.numberOfSegments, 1)
        case let control as UIPageControl: control.currentPage = (control.currentPage + 1) % 4
        case let table as UITableView:
            (table.dataSource as? ChaosTableSource)?.change(table)
        case let collectionView as UICollectionView:
            (collectionView.dataSource as? ChaosCollectionSource)?.change(collectionView)
        case let scrollView as UIScrollView:
            guard let refresh = scrollView.refreshControl else { return }
            if refresh.isRefreshing { refresh.endRefreshing() } else { refresh.beginRefreshing() }
        case let textView as UITextView: textView.text = textView.text.isEmpty ? "changed" : ""
        default: break
        }
    }
}

/// A text view delegate that fires its view's `.action` reaction when the text changes, and allows everything.
@MainActor
final class ChaosTextViewDelegate: UITextViewDelegate {
    private let hooks: ChaosHooks
    private let changed: () -> Void

    init(hooks: ChaosHooks, changed: @escaping () -> Void) {
        self.hooks = hooks
        self.changed = changed
    }

    func textViewDidChange(_ textView: UITextView) {
        changed()
        hooks.fire(.action)
    }
}

/// A table's data source and delegate: 40 rows of 30 points whose selection fires the view's `.action`
/// reaction, and whose rows change (deleted, inserted, reloaded, selected from code, all reloaded) each time
/// `change` is called.
@MainActor
final class ChaosTableSource: UITableViewDataSource, UITableViewDelegate {
    static let identifier = "chaos"
    private let hooks: ChaosHooks
    private let selected: () -> Void
    private var rows = 40
    private var changes = 0

    init(hooks: ChaosHooks, selected: @escaping () -> Void) {
        self.hooks = hooks
        self.selected = selected
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 30 }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected()
        hooks.fire(.action)
    }

    /// Changes the rows the way the next step of four says, as an app reacting to an event does.
    func change(_ tableView: UITableView) {
        changes += 1
        let first = IndexPath(row: 0, section: 0)
        switch changes % 5 {
        case 0 where rows > 0:
            rows -= 1
            tableView.deleteRows(at: [first], with: .automatic)
        case 1:
            rows += 1
            tableView.insertRows(at: [first], with: .automatic)
        case 2 where rows > 0:
            tableView.reloadRows(at: [first], with: .none)
        case 3 where rows > 1:
            tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        default:
            tableView.reloadData()
        }
    }
}
