//! Running a compiled program on every rank of its mesh in lockstep:
//! local ops rank by rank, collectives across all ranks at once, loops
//! iteration by iteration. A loop whose trip count differs between ranks
//! (a pipeline's guard) runs each iteration on the ranks still in it, the
//! others waiting after it; a collective inside must not split a group.

use crate::Reason;
use crate::{ExecError, Instruction, Kind, LoopBody, Program, local_ops::run_local};
use spmd_executable::{
    scalar::Scalar,
    tensor::{Data, Tensor},
};

impl<'c> Program<'c> {
    /// Runs the program with `inputs[rank][argument]`; returns
    /// `results[rank][result]`.
    pub fn run(&self, inputs: Vec<Vec<Tensor>>) -> Result<Vec<Vec<Tensor>>, ExecError<'c>> {
        let ranks = self.grid.size();
        if inputs.len() != ranks {
            return Err(ExecError::general(Reason::Invalid(format!(
                "{} input sets for {ranks} ranks",
                inputs.len()
            ))));
        }
        let mut slots: Vec<Vec<Option<Tensor>>> = vec![vec![None; self.slot_count]; ranks];
        for (rank, rank_inputs) in inputs.into_iter().enumerate() {
            if rank_inputs.len() != self.arguments.len() {
                return Err(ExecError::general(Reason::Invalid(format!(
                    "{} inputs for {} arguments",
                    rank_inputs.len(),
                    self.arguments.len()
                ))));
            }
            for (index, input) in rank_inputs.into_iter().enumerate() {
                let expected = &self.argument_types[index];
                if input.shape != expected.shape {
                    return Err(ExecError::general(Reason::Invalid(format!(
                        "argument #{index} on rank {rank} has shape {:?}, the function takes {:?}",
                        input.shape, expected.shape
                    ))));
                }
                let input = Tensor::from_f64(
                    expected.element,
                    &input.shape,
                    (0..input.numel()).map(|i| input.data.get_f64(i)).collect(),
                );
                slots[rank][self.arguments[index]] = Some(input);
            }
        }
        self.execute(
            &self.instructions,
            &mut slots,
            &mut Vec::new(),
            &vec![true; ranks],
        )?;
        Ok(slots
            .into_iter()
            .map(|rank_slots| {
                self.returns
                    .iter()
                    .map(|&slot| {
                        rank_slots[slot]
                            .clone()
                            .expect("returned values are defined")
                    })
                    .collect()
            })
            .collect())
    }

    /// Runs `instructions` on every `active` rank in lockstep: local ops
    /// rank by rank, collectives across ranks, loops iteration by iteration.
    fn execute(
        &self,
        instructions: &[Instruction<'c>],
        slots: &mut [Vec<Option<Tensor>>],
        mailbox: &mut Vec<(usize, usize, Tensor)>,
        active: &[bool],
    ) -> Result<(), ExecError<'c>> {
        for instruction in instructions {
            let outputs: Vec<Vec<Tensor>> = match &instruction.kind {
                Kind::Shard(op) => {
                    let ranks: Vec<usize> = (0..slots.len()).collect();
                    if let Some((a, b)) = op.split_group(&self.grid, &ranks, active) {
                        return Err(ExecError::at(
                            instruction.location,
                            Reason::Invalid(format!(
                                "shard.{} over ranks {a} and {b}, of which only one runs it (a loop whose trip count differs between them holds the collective)",
                                op.name()
                            )),
                        ));
                    }
                    let inputs: Vec<Tensor> = match instruction.operands.first() {
                        Some(&slot) => {
                            // A waiting rank's input may be undefined: any
                            // running rank's stands in (its group waits).
                            let running = active.iter().position(|&a| a).unwrap_or(0);
                            let stand_in = slots[running][slot].clone();
                            slots
                                .iter()
                                .map(|rank| {
                                    rank[slot]
                                        .clone()
                                        .or_else(|| stand_in.clone())
                                        .expect("defined before use")
                                })
                                .collect()
                        }
                        None => Vec::new(),
                    };
                    op.run(&self.grid, &inputs, mailbox)
                        .map_err(|e| ExecError::at(instruction.location, e))?
                }
                Kind::Loop(body) => self.run_loop(instruction, body, slots, mailbox, active)?,
                _ => slots
                    .iter()
                    .zip(active)
                    .map(|(rank_slots, &active)| {
                        if !active {
                            return Ok(Vec::new());
                        }
                        let operands: Vec<&Tensor> = instruction
                            .operands
                            .iter()
                            .map(|&slot| rank_slots[slot].as_ref().expect("defined before use"))
                            .collect();
                        let captures: Vec<Scalar> = instruction
                            .captures
                            .iter()
                            .map(|&slot| first_scalar(rank_slots[slot].as_ref().expect("defined")))
                            .collect();
                        let tables: Vec<&Tensor> = instruction
                            .tables
                            .iter()
                            .map(|&slot| rank_slots[slot].as_ref().expect("defined before use"))
                            .collect();
                        run_local(instruction, &operands, &captures, &tables)
                    })
                    .collect::<Result<_, Reason>>()
                    .map_err(|m| ExecError::at(instruction.location, m))?,
            };
            for (rank, rank_outputs) in outputs.into_iter().enumerate() {
                if !active[rank] {
                    continue;
                }
                for (&slot, output) in instruction.results.iter().zip(rank_outputs) {
                    slots[rank][slot] = Some(output);
                }
            }
        }
        Ok(())
    }

    /// An `scf.for`: each `active` rank's bounds, the body run per
    /// iteration on the ranks whose iterations are not done (with the
    /// iter_args bound), the last iteration's yields returned, per rank.
    fn run_loop(
        &self,
        instruction: &Instruction<'c>,
        body: &LoopBody<'c>,
        slots: &mut [Vec<Option<Tensor>>],
        mailbox: &mut Vec<(usize, usize, Tensor)>,
        active: &[bool],
    ) -> Result<Vec<Vec<Tensor>>, ExecError<'c>> {
        let mut bounds: Vec<Option<(i64, i64, i64)>> = Vec::with_capacity(slots.len());
        for (rank_slots, &active) in slots.iter().zip(active) {
            if !active {
                bounds.push(None);
                continue;
            }
            let bound = |i: usize| -> i64 {
                first_scalar(
                    rank_slots[instruction.operands[i]]
                        .as_ref()
                        .expect("defined"),
                )
                .i()
            };
            let (lower, upper, step) = (bound(0), bound(1), bound(2));
            if step <= 0 {
                return Err(ExecError::at(
                    instruction.location,
                    Reason::Invalid(format!(
                        "scf.for with step {step}: the step must be positive"
                    )),
                ));
            }
            bounds.push(Some((lower, upper, step)));
        }
        for (rank_slots, bound) in slots.iter_mut().zip(&bounds) {
            if bound.is_some() {
                for (&iter_arg, &init) in body.iter_args.iter().zip(&instruction.operands[3..]) {
                    rank_slots[iter_arg] = rank_slots[init].clone();
                }
            }
        }
        for iteration in 0.. {
            let at = |bound: &Option<(i64, i64, i64)>| {
                bound.and_then(|(lower, upper, step)| {
                    let value = lower + iteration * step;
                    (value < upper).then_some(value)
                })
            };
            let running: Vec<bool> = bounds.iter().map(|b| at(b).is_some()).collect();
            if !running.contains(&true) {
                break;
            }
            for (rank_slots, bound) in slots.iter_mut().zip(&bounds) {
                if let Some(value) = at(bound) {
                    rank_slots[body.induction] = Some(Tensor::from_f64(
                        body.induction_type,
                        &[],
                        vec![value as f64],
                    ));
                }
            }
            self.execute(&body.instructions, slots, mailbox, &running)?;
            for (rank_slots, &running) in slots.iter_mut().zip(&running) {
                if !running {
                    continue;
                }
                let yielded: Vec<Option<Tensor>> =
                    body.yields.iter().map(|&y| rank_slots[y].clone()).collect();
                for (&iter_arg, value) in body.iter_args.iter().zip(yielded) {
                    rank_slots[iter_arg] = value;
                }
            }
        }
        Ok(slots
            .iter()
            .zip(&bounds)
            .map(|(rank_slots, bound)| match bound {
                Some(_) => body
                    .iter_args
                    .iter()
                    .map(|&slot| rank_slots[slot].clone().expect("iter_args are bound"))
                    .collect(),
                None => Vec::new(),
            })
            .collect())
    }
}

fn first_scalar(tensor: &Tensor) -> Scalar {
    match &tensor.data {
        Data::Float(values) => Scalar::F(values[0]),
        Data::Int(values) => Scalar::I(values[0]),
    }
}
