#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a one-shot or piped run's async work on the thread that asks, instead of Swift's shared task pool:
/// a command that never waits on another thread then starts no thread at all, which is most of what a
/// one-shot command paid over a plain program at start-up (four threads made, nine context switches).
/// The work and its child tasks run here one job at a time; unstructured tasks (`Task {}`, a breathing
/// session played while keys are read) still run on the shared pool, so a loop that polls the keyboard
/// here never keeps them from running.
enum ThisThread {
    /// Runs `body` to its end on the calling thread and returns what it returned.
    static func run<R: Sendable>(_ body: @escaping @Sendable () async -> R) -> R {
        let executor = ThreadExecutor()
        let result = ResultBox<R>()
        Task(executorPreference: executor) {
            result.value = await body()
            executor.finish()
        }
        executor.runJobs()
        return result.value!
    }
}

/// Set once by the task before it finishes, read after `runJobs` returns (the executor's lock orders the two).
private final class ResultBox<R>: @unchecked Sendable {
    var value: R?
}

/// The jobs of one task tree, run in order by the thread that called `runJobs`; other threads (a sleep's
/// timer, a child process's watcher) hand jobs in by `enqueue`.
private final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let jobArrived = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var jobs: [UnownedJob] = []
    private var next = 0
    private var finished = false

    init() {
        pthread_mutex_init(lock, nil)
        pthread_cond_init(jobArrived, nil)
    }

    deinit {
        pthread_cond_destroy(jobArrived)
        pthread_mutex_destroy(lock)
        jobArrived.deallocate()
        lock.deallocate()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        pthread_mutex_lock(lock)
        jobs.append(job)
        pthread_cond_signal(jobArrived)
        pthread_mutex_unlock(lock)
    }

    /// Called by the task as its last step: `runJobs` returns once the jobs before it are run.
    func finish() {
        pthread_mutex_lock(lock)
        finished = true
        pthread_cond_signal(jobArrived)
        pthread_mutex_unlock(lock)
    }

    func runJobs() {
        while let job = nextJob() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// The oldest job not yet run, waiting for one; nil once the task has finished and nothing is left.
    private func nextJob() -> UnownedJob? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        while next == jobs.count {
            if finished { return nil }
            pthread_cond_wait(jobArrived, lock)
        }
        let job = jobs[next]
        next += 1
        if next == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            next = 0
        }
        return job
    }
}
