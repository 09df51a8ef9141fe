//! The ranks of a job, connected: rank 0 listens at
//! `MASTER_ADDR:MASTER_PORT`, every other rank connects and says who it is,
//! and rank 0 welcomes each once all have joined. The connections then
//! carry the CPU backend's collectives as a star (every rank's piece to
//! rank 0, each rank's result back), the CUDA backend's NCCL unique id
//! (rank 0's, scattered), the results to rank 0, and the job's faults: a rank that fails says so, or its
//! connection closes when its process dies; rank 0 tells every other rank,
//! and each ends with an error naming the failed rank. Nothing waits
//! forever: joining has a deadline, and a dead peer is seen as soon as its
//! connection closes.
//!
//! Frames: a tag byte (data or failure), a little-endian u64 length, the
//! bytes.

use crate::Error;
use std::{
    io::{Read, Write},
    net::{TcpListener, TcpStream, ToSocketAddrs},
    time::{Duration, Instant},
};

use super::World;

const HELLO: &[u8; 8] = b"SPMDJOIN";
const DATA: u8 = 0;
const FAIL: u8 = 1;

/// This process's connections to the rest of the job.
pub struct Group {
    pub rank: usize,
    pub size: usize,
    links: Links,
}

enum Links {
    /// Rank 0: a connection per other rank (`peers[r - 1]` is rank `r`).
    Root(Vec<TcpStream>),
    /// Any other rank: the connection to rank 0.
    Member(TcpStream),
}

fn write_frame(stream: &mut TcpStream, tag: u8, bytes: &[u8]) -> std::io::Result<()> {
    let mut header = [0u8; 9];
    header[0] = tag;
    header[1..].copy_from_slice(&(bytes.len() as u64).to_le_bytes());
    stream.write_all(&header)?;
    stream.write_all(bytes)?;
    stream.flush()
}

fn read_frame(stream: &mut TcpStream) -> std::io::Result<(u8, Vec<u8>)> {
    let mut header = [0u8; 9];
    stream.read_exact(&mut header)?;
    let length = u64::from_le_bytes(header[1..].try_into().expect("8 bytes")) as usize;
    let mut bytes = vec![0u8; length];
    stream.read_exact(&mut bytes)?;
    Ok((header[0], bytes))
}

/// Joins the job of `world`, waiting at most `timeout` for every rank.
pub fn join(world: &World, timeout: Duration) -> Result<Group, Error> {
    let deadline = Instant::now() + timeout;
    if world.size == 1 {
        return Ok(Group {
            rank: 0,
            size: 1,
            links: Links::Root(Vec::new()),
        });
    }
    if world.rank == 0 {
        join_as_root(world, deadline, timeout)
    } else {
        join_as_member(world, deadline, timeout)
    }
}

fn join_as_root(world: &World, deadline: Instant, timeout: Duration) -> Result<Group, Error> {
    let listener = TcpListener::bind(("0.0.0.0", world.master_port)).map_err(|e| {
        Error::Job(format!(
            "rank 0 cannot listen on port {} ({}): {e}",
            world.master_port, world.port_source
        ))
    })?;
    listener
        .set_nonblocking(true)
        .map_err(|e| Error::Job(format!("rank 0: {e}")))?;
    let mut peers: Vec<Option<TcpStream>> = (1..world.size).map(|_| None).collect();
    while peers.iter().any(Option::is_none) {
        match listener.accept() {
            Ok((mut stream, _)) => {
                // Frames are written as a header and a body: without
                // TCP_NODELAY every collective waits out a delayed ACK.
                stream
                    .set_nonblocking(false)
                    .and_then(|()| stream.set_nodelay(true))
                    .and_then(|()| stream.set_read_timeout(Some(Duration::from_secs(10))))
                    .map_err(|e| Error::Job(format!("rank 0: {e}")))?;
                let mut hello = [0u8; 16];
                if stream.read_exact(&mut hello).is_err() || &hello[..8] != HELLO {
                    continue; // not one of ours
                }
                let rank = u32::from_le_bytes(hello[8..12].try_into().expect("4")) as usize;
                let size = u32::from_le_bytes(hello[12..16].try_into().expect("4")) as usize;
                if size != world.size {
                    return Err(Error::Job(format!(
                        "rank {rank} says the world has {size} ranks, rank 0 says {}",
                        world.size
                    )));
                }
                let slot = peers.get_mut(rank.wrapping_sub(1)).ok_or_else(|| {
                    Error::Job(format!("a process joined as rank {rank} of {size}"))
                })?;
                if slot.is_some() {
                    return Err(Error::Job(format!("two processes joined as rank {rank}")));
                }
                stream
                    .set_read_timeout(None)
                    .map_err(|e| Error::Job(format!("rank 0: {e}")))?;
                *slot = Some(stream);
            }
            Err(error) if error.kind() == std::io::ErrorKind::WouldBlock => {
                if Instant::now() >= deadline {
                    let missing: Vec<String> = peers
                        .iter()
                        .enumerate()
                        .filter(|(_, p)| p.is_none())
                        .map(|(i, _)| (i + 1).to_string())
                        .collect();
                    return Err(Error::Job(format!(
                        "rank(s) {} did not join within {} s",
                        missing.join(", "),
                        timeout.as_secs()
                    )));
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            Err(error) => return Err(Error::Job(format!("rank 0: accepting a rank: {error}"))),
        }
    }
    let mut peers: Vec<TcpStream> = peers.into_iter().map(|p| p.expect("all joined")).collect();
    // The welcome: every rank has joined.
    for (index, peer) in peers.iter_mut().enumerate() {
        write_frame(peer, DATA, &[])
            .map_err(|e| Error::Job(format!("rank {} ended while joining: {e}", index + 1)))?;
    }
    Ok(Group {
        rank: 0,
        size: world.size,
        links: Links::Root(peers),
    })
}

fn join_as_member(world: &World, deadline: Instant, timeout: Duration) -> Result<Group, Error> {
    let address = (world.master_addr.as_str(), world.master_port)
        .to_socket_addrs()
        .map_err(|e| Error::Job(format!("MASTER_ADDR {}: {e}", world.master_addr)))?
        .next()
        .ok_or_else(|| Error::Job(format!("MASTER_ADDR {} has no address", world.master_addr)))?;
    let mut stream = loop {
        match TcpStream::connect_timeout(&address, Duration::from_secs(1)) {
            Ok(stream) => break stream,
            Err(_) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(50)),
            Err(error) => {
                return Err(Error::Job(format!(
                    "rank 0 at {address} did not answer within {} s: {error}",
                    timeout.as_secs()
                )));
            }
        }
    };
    let mut hello = [0u8; 16];
    hello[..8].copy_from_slice(HELLO);
    hello[8..12].copy_from_slice(&(world.rank as u32).to_le_bytes());
    hello[12..16].copy_from_slice(&(world.size as u32).to_le_bytes());
    let ended = |e: std::io::Error| {
        Error::Job(format!(
            "rank 0 ended while rank {} joined: {e}",
            world.rank
        ))
    };
    stream.set_nodelay(true).map_err(ended)?;
    stream.write_all(&hello).map_err(ended)?;
    let remaining = deadline.saturating_duration_since(Instant::now());
    stream
        .set_read_timeout(Some(remaining.max(Duration::from_secs(1))))
        .map_err(ended)?;
    let (tag, welcome) = read_frame(&mut stream).map_err(ended)?;
    if tag != DATA || !welcome.is_empty() {
        return Err(Error::Job(format!(
            "rank {}: rank 0 sent no welcome",
            world.rank
        )));
    }
    stream.set_read_timeout(None).map_err(ended)?;
    Ok(Group {
        rank: world.rank,
        size: world.size,
        links: Links::Member(stream),
    })
}

impl Group {
    /// Every rank's `mine`: rank 0 gets them all (by rank), the others
    /// `None`. A rank that failed or ended makes this an error on every
    /// rank.
    pub fn gather(&mut self, mine: Vec<u8>) -> Result<Option<Vec<Vec<u8>>>, Error> {
        match &mut self.links {
            Links::Member(root) => {
                write_frame(root, DATA, &mine).map_err(|_| root_ended(self.rank))?;
                Ok(None)
            }
            Links::Root(peers) => {
                let mut all = vec![mine];
                let mut failure = None;
                for (index, peer) in peers.iter_mut().enumerate() {
                    let rank = index + 1;
                    match read_frame(peer) {
                        Ok((DATA, bytes)) => all.push(bytes),
                        Ok((_, message)) => {
                            failure = Some(format!(
                                "rank {rank} failed: {}",
                                String::from_utf8_lossy(&message)
                            ));
                            break;
                        }
                        Err(_) => {
                            failure = Some(format!(
                                "rank {rank} ended without finishing (its process exited or was killed)"
                            ));
                            break;
                        }
                    }
                }
                match failure {
                    Some(message) => {
                        self.fail(&message);
                        Err(Error::Job(message))
                    }
                    None => Ok(Some(all)),
                }
            }
        }
    }

    /// Each rank's message from rank 0's `messages` (one per rank; `None`
    /// on the other ranks).
    pub fn scatter(&mut self, messages: Option<Vec<Vec<u8>>>) -> Result<Vec<u8>, Error> {
        match &mut self.links {
            Links::Member(root) => match read_frame(root) {
                Ok((DATA, bytes)) => Ok(bytes),
                Ok((_, message)) => Err(Error::Job(String::from_utf8_lossy(&message).into_owned())),
                Err(_) => Err(root_ended(self.rank)),
            },
            Links::Root(peers) => {
                let mut messages = messages
                    .ok_or_else(|| Error::Job("rank 0 scatters without messages".into()))?
                    .into_iter();
                let mine = messages
                    .next()
                    .ok_or_else(|| Error::Job("no message for rank 0".into()))?;
                for ((index, peer), message) in peers.iter_mut().enumerate().zip(messages) {
                    if write_frame(peer, DATA, &message).is_err() {
                        let message = format!(
                            "rank {} ended without finishing (its process exited or was killed)",
                            index + 1
                        );
                        self.fail(&message);
                        return Err(Error::Job(message));
                    }
                }
                Ok(mine)
            }
        }
    }

    /// A peer whose connection closed, as the error naming it, if any
    /// (without waiting or reading: what a rank waiting on the GPU for a
    /// collective checks, since a dead peer's NCCL work never finishes).
    pub fn ended_peer(&mut self) -> Option<Error> {
        let closed = |stream: &TcpStream| {
            let mut byte = [0u8; 1];
            stream.set_nonblocking(true).ok()?;
            let peeked = stream.peek(&mut byte);
            stream.set_nonblocking(false).ok()?;
            matches!(peeked, Ok(0)).then_some(())
        };
        match &self.links {
            Links::Member(root) => closed(root).map(|()| root_ended(self.rank)),
            Links::Root(peers) => peers.iter().enumerate().find_map(|(index, peer)| {
                closed(peer).map(|()| {
                    Error::Job(format!(
                        "rank {} ended without finishing (its process exited or was killed)",
                        index + 1
                    ))
                })
            }),
        }
    }

    /// Tells the job that this rank failed (rank 0: every other rank;
    /// others: rank 0, which tells the rest at its next exchange).
    pub fn fail(&mut self, message: &str) {
        // Best effort: a peer that is gone already is what is reported.
        match &mut self.links {
            Links::Member(root) => {
                let _ = write_frame(root, FAIL, message.as_bytes());
            }
            Links::Root(peers) => {
                for peer in peers {
                    let _ = write_frame(peer, FAIL, message.as_bytes());
                }
            }
        }
    }
}

fn root_ended(rank: usize) -> Error {
    Error::Job(format!(
        "rank 0 ended without finishing (rank {rank} cannot go on)"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn world(rank: usize, port: u16) -> World {
        World {
            rank,
            size: 2,
            local_rank: rank,
            local_size: None,
            master_addr: "127.0.0.1".to_owned(),
            master_port: port,
            port_source: "MASTER_PORT",
            launcher: "torchrun",
        }
    }

    #[test]
    fn a_dead_peer_is_seen_without_waiting_and_named() {
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let timeout = Duration::from_secs(20);
        let root = std::thread::spawn(move || join(&world(0, port), timeout));
        let member = join(&world(1, port), timeout).expect("rank 1 joins");
        let mut root = root.join().expect("no panic").expect("rank 0 joins");
        assert!(root.ended_peer().is_none());
        drop(member);
        let deadline = Instant::now() + Duration::from_secs(5);
        let seen = loop {
            match root.ended_peer() {
                Some(message) => break message,
                None if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(10)),
                None => panic!("rank 1's end not seen"),
            }
        };
        assert_eq!(
            seen.to_string(),
            "rank 1 ended without finishing (its process exited or was killed)"
        );
    }
}
