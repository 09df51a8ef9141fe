//! Running a compiled program on every rank of its mesh in lockstep:
//! local ops rank by rank, collectives across all ranks at once, loops
//! iteration by iteration.

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
        self.execute(&self.instructions, &mut slots, &mut Vec::new())?;
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

    /// Runs `instructions` on every rank in lockstep: local ops rank by
    /// rank, collectives across ranks, loops iteration by iteration.
    fn execute(
        &self,
        instructions: &[Instruction<'c>],
        slots: &mut [Vec<Option<Tensor>>],
        mailbox: &mut Vec<(usize, usize, Tensor)>,
    ) -> Result<(), ExecError<'c>> {
        for instruction in instructions {
            let value = |slots: &Vec<Option<Tensor>>, slot: usize| {
                slots[slot].clone().expect("defined before use")
            };
            let outputs: Vec<Vec<Tensor>> = match &instruction.kind {
                Kind::Shard(op) => {
                    let inputs: Vec<Tensor> = match instruction.operands.first() {
                        Some(&slot) => slots.iter().map(|rank| value(rank, slot)).collect(),
                        None => Vec::new(),
                    };
                    op.run(&self.grid, &inputs, mailbox)
                        .map_err(|e| ExecError::at(instruction.location, e))?
                }
                Kind::Loop(body) => self.run_loop(instruction, body, slots, mailbox)?,
                _ => slots
                    .iter()
                    .map(|rank_slots| {
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
                for (&slot, output) in instruction.results.iter().zip(rank_outputs) {
                    slots[rank][slot] = Some(output);
                }
            }
        }
        Ok(())
    }

    /// An `scf.for`: its bounds from rank 0 (one SPMD program: every rank
    /// has the same), the body run per iteration with the iter_args bound,
    /// the last iteration's yields returned, per rank.
    fn run_loop(
        &self,
        instruction: &Instruction<'c>,
        body: &LoopBody<'c>,
        slots: &mut [Vec<Option<Tensor>>],
        mailbox: &mut Vec<(usize, usize, Tensor)>,
    ) -> Result<Vec<Vec<Tensor>>, ExecError<'c>> {
        let bound = |i: usize| -> i64 {
            first_scalar(slots[0][instruction.operands[i]].as_ref().expect("defined")).i()
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
        for rank_slots in slots.iter_mut() {
            for (&iter_arg, &init) in body.iter_args.iter().zip(&instruction.operands[3..]) {
                rank_slots[iter_arg] = rank_slots[init].clone();
            }
        }
        let mut iteration = lower;
        while iteration < upper {
            for rank_slots in slots.iter_mut() {
                rank_slots[body.induction] = Some(Tensor::from_f64(
                    body.induction_type,
                    &[],
                    vec![iteration as f64],
                ));
            }
            self.execute(&body.instructions, slots, mailbox)?;
            for rank_slots in slots.iter_mut() {
                let yielded: Vec<Option<Tensor>> =
                    body.yields.iter().map(|&y| rank_slots[y].clone()).collect();
                for (&iter_arg, value) in body.iter_args.iter().zip(yielded) {
                    rank_slots[iter_arg] = value;
                }
            }
            iteration += step;
        }
        Ok(slots
            .iter()
            .map(|rank_slots| {
                body.iter_args
                    .iter()
                    .map(|&slot| rank_slots[slot].clone().expect("iter_args are bound"))
                    .collect()
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
