/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cutoffHours: NonNullable<unknown> }} Volunteer_Cancel_CutoffInputs */

const en_volunteer_cancel_cutoff = /** @type {(inputs: Volunteer_Cancel_CutoffInputs) => LocalizedString} */ (i) => {const cutoffHoursPlural = registry.plural("en", i?.cutoffHours, {});
	if (cutoffHoursPlural === "one") return /** @type {LocalizedString} */ (`Cancelling online closes ${i?.cutoffHours} hour before the shift starts.`);
	return /** @type {LocalizedString} */ (`Cancelling online closes ${i?.cutoffHours} hours before the shift starts.`)
	
};

const de_volunteer_cancel_cutoff = /** @type {(inputs: Volunteer_Cancel_CutoffInputs) => LocalizedString} */ (i) => {const cutoffHoursPlural = registry.plural("de", i?.cutoffHours, {});
	if (cutoffHoursPlural === "one") return /** @type {LocalizedString} */ (`Online absagen geht nur bis ${i?.cutoffHours} Stunde vor Schichtbeginn.`);
	return /** @type {LocalizedString} */ (`Online absagen geht nur bis ${i?.cutoffHours} Stunden vor Schichtbeginn.`)
	
};

/**
* | cutoffHoursPlural | output |
* | --- | --- |
* | "one" | "Cancelling online closes {cutoffHours} hour before the shift starts." |
* | * | "Cancelling online closes {cutoffHours} hours before the shift starts." |
*
* @param {Volunteer_Cancel_CutoffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_cancel_cutoff = /** @type {((inputs: Volunteer_Cancel_CutoffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Cancel_CutoffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_cancel_cutoff(inputs)
	return en_volunteer_cancel_cutoff(inputs)
});