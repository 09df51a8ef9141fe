//! A rank's threads: helpers that run parts of one kernel or GEMM beside
//! the rank's own thread. Between parts they spin for a while before they
//! sleep, as OpenMP's teams do: a step's parallel kernels come tens of
//! microseconds apart, and waking a sleeping thread costs about as much
//! (rayon's workers sleep at once; on a 2-core VM its hand-offs made a
//! Llama step 2x slower, docs/NOTES.md).

use std::{
    panic::{AssertUnwindSafe, catch_unwind},
    sync::{
        Arc, Condvar, Mutex,
        atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering::*},
    },
    thread::JoinHandle,
    time::{Duration, Instant},
};

/// How long an idle helper waits awake before it sleeps: it spins for
/// `SPIN_ONLY`, then yields its core between looks (other threads, such as
/// another rank's or a parallel test's, run meanwhile).
const SPIN: Duration = Duration::from_millis(2);
const SPIN_ONLY: Duration = Duration::from_micros(50);

/// Waits a moment: a pause instruction while `waited` is short, else a
/// yield of the core.
fn pause(waited: Duration) {
    if waited < SPIN_ONLY {
        std::hint::spin_loop();
    } else {
        std::thread::yield_now();
    }
}

/// A job's parts run as `job(part)`; the pointer is valid while the
/// caller of [`Team::run`] waits for its parts.
#[derive(Clone, Copy)]
struct Job(*const (dyn Fn(usize) + Sync));

// SAFETY: the job is `Sync`, and `Team::run` keeps it alive while any
// thread may run it.
unsafe impl Send for Job {}

/// The current job: the parts of generation `generation` not yet claimed
/// are `next..parts`.
struct Record {
    generation: u64,
    job: Option<Job>,
    next: usize,
    parts: usize,
}

struct State {
    record: Mutex<Record>,
    /// The current job's generation, for the spinning helpers.
    generation: AtomicU64,
    /// Parts not yet finished.
    pending: AtomicUsize,
    panicked: AtomicBool,
    sleeping: AtomicUsize,
    wake: Condvar,
    lock: Mutex<()>,
    stop: AtomicBool,
}

/// `threads - 1` helper threads and the caller's.
pub struct Team {
    state: Arc<State>,
    helpers: Vec<JoinHandle<()>>,
}

impl State {
    /// Claims and runs parts of the job of `generation` until none is
    /// left.
    fn work(&self, generation: u64) {
        loop {
            let (job, part) = {
                let mut record = self.record.lock().expect("team lock");
                match record.job {
                    Some(job) if record.generation == generation && record.next < record.parts => {
                        record.next += 1;
                        (job, record.next - 1)
                    }
                    _ => return,
                }
            };
            // SAFETY: the part is claimed, so the caller of `run` waits
            // for it (`pending`) and the job is alive.
            let job = unsafe { &*job.0 };
            if catch_unwind(AssertUnwindSafe(|| job(part))).is_err() {
                self.panicked.store(true, Release);
            }
            self.pending.fetch_sub(1, AcqRel);
        }
    }

    fn helper(&self) {
        let mut seen = 0u64;
        loop {
            let began = Instant::now();
            let mut generation = self.generation.load(Acquire);
            while generation == seen && !self.stop.load(Acquire) {
                let waited = began.elapsed();
                if waited < SPIN {
                    pause(waited);
                } else {
                    let guard = self.lock.lock().expect("team lock");
                    self.sleeping.fetch_add(1, SeqCst);
                    if self.generation.load(SeqCst) == seen && !self.stop.load(SeqCst) {
                        drop(self.wake.wait(guard).expect("team lock"));
                    }
                    self.sleeping.fetch_sub(1, SeqCst);
                }
                generation = self.generation.load(Acquire);
            }
            if self.stop.load(Acquire) {
                return;
            }
            seen = generation;
            self.work(generation);
        }
    }
}

impl Team {
    /// A team of `threads` threads (this one and `threads - 1` helpers).
    pub fn new(threads: usize) -> Team {
        let state = Arc::new(State {
            record: Mutex::new(Record {
                generation: 0,
                job: None,
                next: 0,
                parts: 0,
            }),
            generation: AtomicU64::new(0),
            pending: AtomicUsize::new(0),
            panicked: AtomicBool::new(false),
            sleeping: AtomicUsize::new(0),
            wake: Condvar::new(),
            lock: Mutex::new(()),
            stop: AtomicBool::new(false),
        });
        let helpers = (1..threads)
            .map(|_| {
                let state = Arc::clone(&state);
                std::thread::spawn(move || state.helper())
            })
            .collect();
        Team { state, helpers }
    }

    /// How many threads run a job's parts.
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// Runs `job(part)` for every part `0..parts`, on this thread and the
    /// helpers, and returns when all have finished.
    pub fn run(&self, parts: usize, job: &(dyn Fn(usize) + Sync)) {
        if parts <= 1 || self.helpers.is_empty() {
            (0..parts).for_each(job);
            return;
        }
        let state = &*self.state;
        // SAFETY: this function returns only when every part has finished
        // (`pending` is 0) and no part is left to claim, so no thread runs
        // `job` after it; the lifetime is erased for the record only.
        let erased = unsafe {
            std::mem::transmute::<*const (dyn Fn(usize) + Sync + '_), *const (dyn Fn(usize) + Sync)>(
                job,
            )
        };
        state.pending.store(parts, SeqCst);
        let generation = {
            let mut record = state.record.lock().expect("team lock");
            record.generation += 1;
            record.job = Some(Job(erased));
            record.next = 0;
            record.parts = parts;
            record.generation
        };
        state.generation.store(generation, SeqCst);
        if state.sleeping.load(SeqCst) > 0 {
            let _guard = state.lock.lock().expect("team lock");
            state.wake.notify_all();
        }
        state.work(generation);
        // Parts a helper claimed: a helper off its core finishes later.
        let began = Instant::now();
        while state.pending.load(Acquire) > 0 {
            pause(began.elapsed());
        }
        state.record.lock().expect("team lock").job = None;
        if state.panicked.swap(false, AcqRel) {
            panic!("a part of a parallel kernel panicked");
        }
    }
}

impl Drop for Team {
    fn drop(&mut self) {
        self.state.stop.store(true, SeqCst);
        {
            let _guard = self.state.lock.lock().expect("team lock");
            self.state.wake.notify_all();
        }
        for helper in self.helpers.drain(..) {
            let _ = helper.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part_runs_once_per_job_across_many_jobs() {
        let team = Team::new(3);
        for parts in [0, 1, 2, 3, 7, 64] {
            for _ in 0..200 {
                let counts: Vec<AtomicUsize> = (0..parts).map(|_| AtomicUsize::new(0)).collect();
                team.run(parts, &|part| {
                    counts[part].fetch_add(1, SeqCst);
                });
                assert!(counts.iter().all(|c| c.load(SeqCst) == 1));
            }
        }
    }

    #[test]
    fn helpers_that_fell_asleep_wake_for_the_next_job() {
        let team = Team::new(2);
        std::thread::sleep(SPIN * 3);
        let ran = AtomicUsize::new(0);
        team.run(4, &|_| {
            ran.fetch_add(1, SeqCst);
        });
        assert_eq!(ran.load(SeqCst), 4);
    }
}
