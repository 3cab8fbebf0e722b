"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import * as React from "react";
import { Controller, useForm, type Control } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../components/button/index.js";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/dialog/index.js";
import { FormField } from "../../components/form-field/index.js";
import { Input } from "../../components/input/index.js";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../components/select/index.js";
import { ASSET_TYPES, LOCATIONS, type AssetType, type Location, type RegisterAsset } from "./assets.js";

/** The form's rules; tag ids must be new to the register. */
function assetSchema(takenIds: ReadonlySet<string>) {
  return z.object({
    id: z
      .string()
      .trim()
      .min(1, "Enter the tag ID printed on the label")
      .transform((value) => value.toUpperCase())
      .pipe(
        z
          .string()
          .regex(/^OT-\d{5}$/, "A tag ID is OT- and five digits, e.g. OT-20001")
          .refine((value) => !takenIds.has(value), "Another asset already has this tag ID"),
      ),
    name: z
      .string()
      .trim()
      .min(2, "Enter a name of at least 2 characters")
      .max(60, "Keep the name under 60 characters"),
    type: z.enum(ASSET_TYPES, { error: "Choose the asset type" }),
    location: z.enum(LOCATIONS, { error: "Choose where the asset is" }),
  });
}

type AssetFormInput = { id: string; name: string; type: AssetType | ""; location: Location | "" };
type AssetFormOutput = { id: string; name: string; type: AssetType; location: Location };

const EMPTY: AssetFormInput = { id: "", name: "", type: "", location: "" };

/** A required choice (the kit's Select) wired to the form: its trigger takes the focus when it is the first error. */
function ChoiceField({
  control,
  name,
  label,
  placeholder,
  options,
}: {
  control: Control<AssetFormInput>;
  name: "type" | "location";
  label: string;
  placeholder: string;
  options: readonly string[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} required error={fieldState.error?.message}>
          <Select name={field.name} value={field.value} onValueChange={field.onChange}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}

export type AddAssetDialogProps = {
  /** Tag ids already in the register (a new asset may not reuse one). */
  takenIds: ReadonlySet<string>;
  /** Called with the new asset's fields after a valid submit; the dialog then closes. */
  onAdd: (asset: Pick<RegisterAsset, "id" | "name" | "type" | "location">) => void;
};

/**
 * "Add asset": a Dialog with a react-hook-form + zod form wired through FormField. Errors show on submit and
 * the first invalid field takes the focus; closing (Escape, Cancel, X) discards the draft.
 */
export function AddAssetDialog({ takenIds, onAdd }: AddAssetDialogProps) {
  const [open, setOpen] = React.useState(false);
  const schema = React.useMemo(() => assetSchema(takenIds), [takenIds]);
  const { control, register, handleSubmit, reset, formState } = useForm<
    AssetFormInput,
    unknown,
    AssetFormOutput
  >({
    // the schema's input allows "" for the selects (nothing chosen yet); the output is the checked asset
    resolver: zodResolver(schema as unknown as z.ZodType<AssetFormOutput, AssetFormInput>),
    defaultValues: EMPTY,
    shouldFocusError: true,
  });
  const { errors } = formState;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) reset(EMPTY);
  };

  const submit = (values: AssetFormOutput) => {
    onAdd(values);
    changeOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden="true" />
          Add asset
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          aria-label="Add asset"
          onSubmit={(event) => void handleSubmit(submit)(event)}
          className="contents"
        >
          <DialogHeader>
            <DialogTitle>Add asset</DialogTitle>
            <DialogDescription>Register a tagged asset. It shows in the list right away.</DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            <FormField
              label="Tag ID"
              hint="Printed under the tag's barcode."
              required
              error={errors.id?.message}
            >
              <Input autoComplete="off" placeholder="OT-20001" {...register("id")} />
            </FormField>
            <FormField label="Name" required error={errors.name?.message}>
              <Input autoComplete="off" placeholder="Linde E20 #12" {...register("name")} />
            </FormField>
            <ChoiceField
              control={control}
              name="type"
              label="Type"
              placeholder="Choose a type"
              options={ASSET_TYPES}
            />
            <ChoiceField
              control={control}
              name="location"
              label="Location"
              placeholder="Choose a site"
              options={LOCATIONS}
            />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit">Add asset</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
