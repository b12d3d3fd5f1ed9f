/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Members_Only_BoxInputs */

const en_events_form_members_only_box = /** @type {(inputs: Events_Form_Members_Only_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVPs for members only`)
};

const de_events_form_members_only_box = /** @type {(inputs: Events_Form_Members_Only_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zusagen nur für Mitglieder`)
};

/**
* | output |
* | --- |
* | "RSVPs for members only" |
*
* @param {Events_Form_Members_Only_BoxInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_members_only_box = /** @type {((inputs?: Events_Form_Members_Only_BoxInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Members_Only_BoxInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_members_only_box(inputs)
	return en_events_form_members_only_box(inputs)
});