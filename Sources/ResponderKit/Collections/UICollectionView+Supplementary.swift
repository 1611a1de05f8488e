import Foundation

// Headers, footers and other supplementary views (R30): registered by kind and identifier, made through their
// own `init(frame:)`, shown only where the layout places one that meets the bounds, and queued for reuse when
// they scroll out. They are the collection view's subviews like its cells, so a touch lands in them (a button in
// a header gets its tap) and, over a plain part of one, goes on up to the collection view, which selects nothing
// there.

/// A supplementary view's reuse queue: its kind and reuse identifier.
struct SupplementaryReuseKey: Hashable {
    var kind: String
    var identifier: String
}

/// Where a supplementary view is shown: its kind and index path.
struct SupplementaryPlace: Hashable {
    var kind: String
    var indexPath: IndexPath
}

extension UICollectionView {
    /// Registers `viewClass`, a ``UICollectionReusableView`` subclass, for supplementary views of
    /// `elementKind` dequeued with `identifier`; `nil` removes the registration. Views dequeued for them are made
    /// through the class's own `init(frame:)` (<doc:Catalog#R30>).
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        let key = SupplementaryReuseKey(kind: elementKind, identifier: identifier)
        guard let viewClass else {
            registeredSupplementaries[key] = nil
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            return reportInvalidUse("register(_:forSupplementaryViewOfKind:withReuseIdentifier:) was given "
                                    + "\(viewClass), which is not a UICollectionReusableView subclass; "
                                    + "\"\(identifier)\" stays unregistered")
        }
        registeredSupplementaries[key] = viewType
    }

    /// A view for the supplementary element of `elementKind` at `indexPath`: one that scrolled out, after its
    /// `prepareForReuse()`, or else a new one of the class registered for the kind and `identifier`. With no
    /// registration the view is a plain ``UICollectionReusableView`` and a diagnostic is recorded, where UIKit
    /// raises an exception (<doc:Catalog#R30>).
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = SupplementaryReuseKey(kind: elementKind, identifier: identifier)
        if let view = supplementaryReuseQueues[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let frame = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?
            .frame ?? .zero
        let view: UICollectionReusableView
        if let viewType = registeredSupplementaries[key] {
            view = viewType.init(madeByCollectionViewWithFrame: frame)
        } else {
            reportInvalidUse("no class was registered for supplementary views of kind \"\(elementKind)\" with the "
                             + "reuse identifier \"\(identifier)\"; a plain UICollectionReusableView was made")
            view = UICollectionReusableView(frame: frame)
        }
        view.reuseIdentifier = identifier
        view.elementKind = elementKind
        return view
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, or `nil` when none is shown there
    /// (<doc:Catalog#R30>).
    public func supplementaryView(forElementKind elementKind: String,
                                  at indexPath: IndexPath) -> UICollectionReusableView? {
        layOutItemsIfNeeded()
        return shownSupplementaries[SupplementaryPlace(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` shown now, in index path order (<doc:Catalog#R30>).
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            shownSupplementaries[SupplementaryPlace(kind: elementKind, indexPath: $0)]
        }
    }

    /// The index paths of the supplementary views of `elementKind` shown now, in order (<doc:Catalog#R30>).
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layOutItemsIfNeeded()
        return shownSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The frame-and-path attributes of the supplementary view of `kind` at `indexPath`, from the layout; `nil`
    /// where it places none (<doc:Catalog#R30>).
    public func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                        at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layOutItemsIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// What a data source without `viewForSupplementaryElementOfKind` shows: a plain view, with a diagnostic.
    func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath,
                                  from dataSource: AnyObject) -> UICollectionReusableView {
        reportInvalidUse("the layout places a supplementary view of kind \"\(kind)\" at \(indexPath), but "
                         + "\(type(of: dataSource)) does not implement "
                         + "collectionView(_:viewForSupplementaryElementOfKind:at:); a plain view was shown")
        let view = UICollectionReusableView(frame: .zero)
        view.elementKind = kind
        return view
    }

    /// Brings views for the supplementary elements that came into the bounds and queues those that left, as
    /// ``updateShownCells()`` does for items.
    func updateShownSupplementaries() {
        scratchSupplementaryFrames.removeAll(keepingCapacity: true)
        scratchLeavingSupplementaries.removeAll(keepingCapacity: true)
        forEachSupplementary(in: bounds) { place, frame in scratchSupplementaryFrames[place] = frame }
        for place in shownSupplementaries.keys where scratchSupplementaryFrames[place] == nil {
            scratchLeavingSupplementaries.append(place)
        }
        let delegate = self.delegate as? UICollectionViewDelegate
        for place in scratchLeavingSupplementaries {
            guard let view = shownSupplementaries.removeValue(forKey: place) else { continue }
            enqueueSupplementary(view)
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: place.kind,
                                     at: place.indexPath)
        }
        if shownViewsMoved {
            shownViewsMoved = false
            for (place, frame) in scratchSupplementaryFrames { shownSupplementaries[place]?.frame = frame }
        }
        guard let dataSource else { return }
        for (place, frame) in scratchSupplementaryFrames where shownSupplementaries[place] == nil {
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: place.kind,
                                                 at: place.indexPath)
            shownSupplementaries[place] = view
            view.frame = frame
            if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: place.kind,
                                                                                          at: place.indexPath) {
                view.apply(attributes)
            }
            view.isHidden = false
            if view.superview !== self { addSubview(view) }
            view.layoutIfNeeded()
            delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: place.kind,
                                     at: place.indexPath)
        }
    }

    /// Hides `view` and queues it for its kind and reuse identifier; a view without them is dropped.
    func enqueueSupplementary(_ view: UICollectionReusableView) {
        view.isHidden = true
        guard let identifier = view.reuseIdentifier, let kind = view.elementKind else {
            return view.removeFromSuperview()
        }
        supplementaryReuseQueues[SupplementaryReuseKey(kind: kind, identifier: identifier), default: []].append(view)
    }

    /// Calls `body` with the place and frame of each supplementary view whose frame meets `rect`. A plain flow
    /// layout answers from its headers and footers and allocates nothing; other layouts through their
    /// attributes.
    private func forEachSupplementary(in rect: CGRect, _ body: (SupplementaryPlace, CGRect) -> Void) {
        if let flow = plainFlowLayout {
            flow.forEachSupplementary(in: rect) { kind, section, frame in
                body(SupplementaryPlace(kind: kind, indexPath: IndexPath(item: 0, section: section)), frame)
            }
            return
        }
        for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        where attributes.representedElementCategory == .supplementaryView {
            guard let kind = attributes.representedElementKind else { continue }
            body(SupplementaryPlace(kind: kind, indexPath: attributes.indexPath), attributes.frame)
        }
    }
}
