import Foundation
import ResponderKit

/// A data source and delegate that serves numbered rows and logs every selection-related call.
@MainActor
final class TableLog: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var calls: [String] = []
    var rowHeight: CGFloat?
    var headerTitles: [Int: String] = [:]
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    var willSelect: (IndexPath) -> IndexPath? = { $0 }
    var madeCells = 0
    let identifier = "row"

    init(rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        madeCells += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "\(indexPath.section)-\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeight ?? UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.row)")
        return shouldHighlight(indexPath)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return willSelect(indexPath)
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        calls.append("accessoryButtonTapped \(indexPath.row)")
    }

    /// The rows (and points, in table coordinates) the context menu was asked for.
    var menuRequests: [(row: Int, point: CGPoint)] = []
    /// The title of the one action the context menu shows; `nil`: no menu.
    var menuTitle: String?
    /// The rows whose menu action ran.
    var chosen: [Int] = []

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        menuRequests.append((indexPath.row, point))
        guard let menuTitle else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [UIAction(title: menuTitle) { _ in self?.chosen.append(indexPath.row) }])
        }
    }

    /// The calls without the highlight ones, whose place is not pinned (spec "Where iOS is uncertain").
    var selectionCalls: [String] { calls.filter { !$0.contains("ighlight") } }
}

/// A cell that records the state changes the table makes through its overridable setters.
final class RecordingCell: UITableViewCell {
    var changes: [String] = []
    var reuses = 0
    var madeThroughOverride = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeThroughOverride = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        changes.append("selected \(selected)")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        changes.append("highlighted \(highlighted)")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@MainActor
func makeTable(in window: UIWindow, log: TableLog, frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 440),
               style: UITableView.Style = .plain) -> UITableView {
    let table = UITableView(frame: frame, style: style)
    table.register(RecordingCell.self, forCellReuseIdentifier: log.identifier)
    table.dataSource = log
    table.delegate = log
    window.addSubview(table)
    table.layoutIfNeeded()
    return table
}
