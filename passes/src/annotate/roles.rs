//! `spmd-roles`: gives a training step's argument roles by position, when
//! the inference of `training` is not wanted.
//!
//! Reads: its options, `spmd-roles{args="0=param 3=state 9=input" function=main}`.
//! Writes: `spmd.role` on those arguments; a different role already in the
//! IR is a located error. Arguments not named keep their role (or get the
//! inferred one from the passes that need roles).

use melior::ir::{
    Attribute, BlockLike, RegionLike, ValueLike,
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::AttributeText;
use spmd_dialect::{
    ROLE_ATTR, Role, SignatureSide, set_signature_attributes, signature_attributes,
    signature_label, signature_names, with_entries,
};

use crate::{
    pass::{Failure, ModulePass, declare_pass, module_body, selected_function},
    pass::{OptionError, OptionInfo},
};

const ARGS: OptionInfo = OptionInfo {
    name: "args",
    value: "list",
    default: "",
    description: "\"index=role ...\", roles param, state or input, e.g. \"0=param 3=state 9=input\"",
};
const FUNCTION: OptionInfo = OptionInfo {
    name: "function",
    value: "name",
    default: "",
    description: "the training step (default: the only function with a body, else main)",
};
const OPTIONS: [OptionInfo; 2] = [ARGS, FUNCTION];

declare_pass! {
    /// The `spmd-roles` pass: `roles` by argument position, on `function`.
    pub fn roles_pass(roles: Vec<(usize, Role)>, function: Option<String>) = "spmd-roles" as "SpmdRoles" {
        summary: "Give a training step's argument roles (param, state, input) by position",
        options: &OPTIONS,
        create: |options| {
            let roles = options
                .text(&ARGS)
                .split_whitespace()
                .map(|entry| {
                    entry
                        .split_once('=')
                        .and_then(|(index, role)| Some((index.parse().ok()?, role.parse().ok()?)))
                        .ok_or_else(|| OptionError::BadValue {
                            option: ARGS.name.to_owned(),
                            expected: "entries like 0=param, 3=state or 9=input",
                            value: entry.to_owned(),
                        })
                })
                .collect::<Result<Vec<_>, _>>()?;
            let function = Some(options.text(&FUNCTION).to_owned()).filter(|f| !f.is_empty());
            Ok(roles_pass(roles, function))
        },
        run: ModulePass {
            settings: RolesPass { roles, function },
            run: |module, settings| Ok(settings.give_roles(module)?),
        },
    }
}

/// The roles to give, on which function.
#[derive(Clone)]
struct RolesPass {
    roles: Vec<(usize, Role)>,
    function: Option<String>,
}

impl RolesPass {
    fn give_roles<'c>(&self, module: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
        let location = module.location();
        let body = module_body(module)?;
        let function = selected_function(body, self.function.as_deref(), location)?;
        let arguments = function
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .ok_or((function.location(), "the function has no body".to_owned()))?;
        let context_ref = function.context();
        let context = unsafe { context_ref.to_ref() };
        let existing = signature_attributes(function, SignatureSide::Argument);
        let names = signature_names(function, SignatureSide::Argument);
        let mut entries: Vec<Attribute> = (0..arguments.argument_count())
            .map(|i| with_entries(context, existing.get(i).copied(), &[]))
            .collect();
        for &(index, role) in &self.roles {
            let argument = arguments.argument(index).map_err(|_| {
                (
                    function.location(),
                    format!(
                        "no argument #{index}: the function has {}",
                        arguments.argument_count()
                    ),
                )
            })?;
            let given = existing
                .get(index)
                .and_then(|d| d.element_by_name(ROLE_ATTR))
                .and_then(|a| StringAttribute::try_from(a).ok())
                .map(|a| a.text());
            if let Some(given) = given.filter(|g| g != role.keyword()) {
                return Err((
                    argument.location(),
                    format!(
                        "{} is {given} in the IR, but the options make it {role}",
                        signature_label(SignatureSide::Argument, index, &names)
                    ),
                ));
            }
            entries[index] = with_entries(
                context,
                existing.get(index).copied(),
                &[(
                    ROLE_ATTR,
                    StringAttribute::new(context, role.keyword()).into(),
                )],
            );
        }
        set_signature_attributes(context, function, SignatureSide::Argument, &entries);
        Ok(())
    }
}
