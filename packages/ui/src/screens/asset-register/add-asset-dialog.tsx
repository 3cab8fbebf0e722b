"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { Controller, useForm, type Control } from "react-hook-form";
import { z } from "zod";
import { Alert, AlertDescription } from "../../components/alert/index.js";
import { Button } from "../../components/button/index.js";
import { Combobox, type ComboboxOption } from "../../components/combobox/index.js";
import { DatePicker, isValidDate } from "../../components/date-picker/index.js";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
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
import { Spinner } from "../../components/spinner/index.js";
import {
  ASSET_TYPES,
  LOCATIONS,
  LOCATION_COUNTRIES,
  type AssetType,
  type Location,
  type RegisterAsset,
} from "./assets.js";

/** The sites, searchable by name and country. */
const SITE_OPTIONS: ComboboxOption[] = LOCATIONS.map((location) => ({
  value: location,
  label: location,
  description: LOCATION_COUNTRIES[location],
}));

/** A date as the ISO day it names ("2026-03-20"), in the reader's calendar. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** The form's rules. Whether a tag id is new, only the server knows: it answers the submit (409). */
function assetSchema(today: Date) {
  return z.object({
    id: z
      .string()
      .trim()
      .min(1, "Enter the tag ID printed on the label")
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^OT-\d{5}$/, "A tag ID is OT- and five digits, e.g. OT-20001")),
    name: z
      .string()
      .trim()
      .min(2, "Enter a name of at least 2 characters")
      .max(60, "Keep the name under 60 characters"),
    type: z.enum(ASSET_TYPES, { error: "Choose the asset type" }),
    location: z.enum(LOCATIONS, { error: "Choose where the asset is" }),
    // optional; the DatePicker hands over an Invalid Date while its text is not a date
    nextInspection: z
      .custom<Date | undefined>((value) => value === undefined || value instanceof Date)
      .superRefine((value, ctx) => {
        if (value === undefined) return;
        if (!isValidDate(value)) ctx.addIssue({ code: "custom", message: "Enter a date as MM/DD/YYYY" });
        else if (isoDay(value) < isoDay(today))
          ctx.addIssue({ code: "custom", message: "Plan the inspection for today or later" });
      }),
  });
}

type AssetFormInput = {
  id: string;
  name: string;
  type: AssetType | "";
  location: Location | "";
  nextInspection: Date | undefined;
};
type AssetFormOutput = {
  id: string;
  name: string;
  type: AssetType;
  location: Location;
  nextInspection: Date | undefined;
};

const EMPTY: AssetFormInput = { id: "", name: "", type: "", location: "", nextInspection: undefined };

/** The fields of a new asset, as the dialog hands them over. */
export type NewAsset = Pick<RegisterAsset, "id" | "name" | "type" | "location" | "nextInspection">;

/** A required choice (the kit's Select) wired to the form: its trigger takes the focus when it is the first error. */
function ChoiceField({
  control,
  name,
  label,
  placeholder,
  options,
}: {
  control: Control<AssetFormInput>;
  name: "type";
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
  /** Whether the dialog is open (the screen opens it from its header and from the empty state). */
  open: boolean;
  /** Called to open or close it. */
  onOpenChange: (open: boolean) => void;
  /**
   * Saves the new asset (the server's answer). A rejection with a message for the tag ID (a taken id) shows
   * on that field; any other shows above the buttons. The dialog closes once it resolves.
   */
  onAdd: (asset: NewAsset) => Promise<void>;
  /** Today, the earliest day of the next inspection (fixed in stories). */
  today: Date;
  /** Where focus returns when the dialog closes: the button that opened it (it has no trigger of its own). */
  finalFocus: React.RefObject<HTMLElement | null>;
};

/** The server's refusal of a tag id (409), told apart from a failed request. */
export class TakenTagError extends Error {}

/**
 * "Add asset": a Dialog with a react-hook-form + zod form wired through FormField, a DatePicker for the next
 * inspection. Errors show on submit and the first invalid field takes the focus; the server's answer comes
 * while the submit button spins; closing (Escape, Cancel, X) discards the draft.
 */
export function AddAssetDialog({ open, onOpenChange, onAdd, today, finalFocus }: AddAssetDialogProps) {
  const schema = React.useMemo(() => assetSchema(today), [today]);
  const [failure, setFailure] = React.useState<string>();
  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    AssetFormInput,
    unknown,
    AssetFormOutput
  >({
    // the schema's input allows "" for the selects (nothing chosen yet); the output is the checked asset
    resolver: zodResolver(schema as unknown as z.ZodType<AssetFormOutput, AssetFormInput>),
    defaultValues: EMPTY,
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = formState;

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      reset(EMPTY);
      setFailure(undefined);
    }
  };

  const submit = async ({ nextInspection, ...values }: AssetFormOutput) => {
    setFailure(undefined);
    try {
      await onAdd({ ...values, ...(nextInspection ? { nextInspection: isoDay(nextInspection) } : {}) });
    } catch (error) {
      if (error instanceof TakenTagError) setError("id", { message: error.message }, { shouldFocus: true });
      else setFailure(`The asset was not saved: ${(error as Error).message} Try again.`);
      return;
    }
    changeOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          finalFocus.current?.focus();
        }}
      >
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
            <Controller
              control={control}
              name="location"
              render={({ field, fieldState }) => (
                <FormField label="Location" required error={fieldState.error?.message}>
                  <Combobox
                    ref={field.ref}
                    name={field.name}
                    options={SITE_OPTIONS}
                    value={field.value || null}
                    onValueChange={(value) => field.onChange(value ?? "")}
                    onBlur={field.onBlur}
                    placeholder="Search sites…"
                  />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="nextInspection"
              render={({ field, fieldState }) => (
                <FormField
                  label="Next inspection"
                  hint="Optional. Type a date or pick one."
                  error={fieldState.error?.message}
                >
                  <DatePicker
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onValueChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    minDate={today}
                    today={today}
                  />
                </FormField>
              )}
            />
            {failure ? (
              <Alert variant="destructive">
                <AlertDescription>{failure}</AlertDescription>
              </Alert>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? <Spinner label={null} /> : null}
              Add asset
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
