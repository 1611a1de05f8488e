// Pattern: a photo grid as a UICollectionViewController subclass, written as Xcode's template writes it: the
// data-source and delegate methods with `override`, a cell class registered by type with
// `override init(frame:)` and `required init?(coder:)`, a checkmark shown from `override var isSelected
// { didSet }`, a Select mode switching to multiple selection, and a flow layout sized per item through
// UICollectionViewDelegateFlowLayout.
// Ported: unchanged but the import.
import ResponderKit

class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    let titleLabel = UILabel()
    let checkmark = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .lightGray
        titleLabel.frame = CGRect(x: 4, y: 4, width: 80, height: 20)
        checkmark.text = "✓"
        checkmark.frame = CGRect(x: 4, y: 60, width: 20, height: 20)
        checkmark.isHidden = true
        contentView.addSubview(titleLabel)
        contentView.addSubview(checkmark)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isSelected: Bool {
        didSet { checkmark.isHidden = !isSelected }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

class PhotoLibraryViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let photos = (1...60).map { "Photo \($0)" }
    private(set) var openedPhoto: String?
    private(set) var isSelecting = false

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    }

    func setSelecting(_ selecting: Bool) {
        isSelecting = selecting
        collectionView.allowsMultipleSelection = selecting
        if !selecting {
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: true)
            }
        }
    }

    var selectedPhotos: [String] {
        (collectionView.indexPathsForSelectedItems ?? []).sorted().map { photos[$0.item] }
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier,
                                                      for: indexPath) as! PhotoCell
        cell.titleLabel.text = photos[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard !isSelecting else { return }
        openedPhoto = photos[indexPath.item]
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = (collectionView.bounds.width - 2 * 3) / 4
        return CGSize(width: side, height: side)
    }
}
