//! The storage roots live as the plan advances, with a log of every
//! change to find the set at the peak.

use crate::pass::Key;
use rustc_hash::FxHashMap;

/// The roots live at a point of the plan with their bytes, and a log of
/// every change: the set at the peak is rebuilt from the log once, not
/// copied at every new peak (a copy per step while the forward pass keeps
/// activations alive is quadratic in depth).
#[derive(Default)]
pub(super) struct Live {
    bytes: FxHashMap<Key, usize>,
    pub(super) total: usize,
    log: Vec<(Key, Option<usize>)>,
}

impl Live {
    pub(super) fn insert(&mut self, root: Key, size: usize) {
        self.total += size;
        self.bytes.insert(root, size);
        self.log.push((root, Some(size)));
    }

    pub(super) fn remove(&mut self, root: Key) {
        if let Some(size) = self.bytes.remove(&root) {
            self.total -= size;
            self.log.push((root, None));
        }
    }

    /// A point of the log, to ask [`Live::at`] for later.
    pub(super) fn moment(&self) -> usize {
        self.log.len()
    }

    /// The roots live at `moment`.
    pub(super) fn at(&self, moment: usize) -> Vec<(Key, usize)> {
        let mut bytes = FxHashMap::default();
        for &(root, size) in &self.log[..moment] {
            match size {
                Some(size) => bytes.insert(root, size),
                None => bytes.remove(&root),
            };
        }
        bytes.into_iter().collect()
    }
}
