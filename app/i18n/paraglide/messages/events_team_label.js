/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ side: NonNullable<unknown>, name: NonNullable<unknown> }} Events_Team_LabelInputs */

const en_events_team_label = /** @type {(inputs: Events_Team_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.side}: ${i?.name}`)
};

const de_events_team_label = /** @type {(inputs: Events_Team_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.side}: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{side}: {name}" |
*
* @param {Events_Team_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_team_label = /** @type {((inputs: Events_Team_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Team_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_team_label(inputs)
	return en_events_team_label(inputs)
});