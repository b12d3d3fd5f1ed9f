/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Members_Only_InvalidInputs */

const en_events_field_members_only_invalid = /** @type {(inputs: Events_Field_Members_Only_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only is true or false`)
};

const de_events_field_members_only_invalid = /** @type {(inputs: Events_Field_Members_Only_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`„Nur für Mitglieder“ ist true oder false`)
};

/**
* | output |
* | --- |
* | "Members only is true or false" |
*
* @param {Events_Field_Members_Only_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_members_only_invalid = /** @type {((inputs?: Events_Field_Members_Only_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Members_Only_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_members_only_invalid(inputs)
	return en_events_field_members_only_invalid(inputs)
});