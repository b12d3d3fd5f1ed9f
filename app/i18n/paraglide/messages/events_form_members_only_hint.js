/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Members_Only_HintInputs */

const en_events_form_members_only_hint = /** @type {(inputs: Events_Form_Members_Only_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only active and lifetime members may RSVP.`)
};

const de_events_form_members_only_hint = /** @type {(inputs: Events_Form_Members_Only_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur aktive und lebenslange Mitglieder können zusagen.`)
};

/**
* | output |
* | --- |
* | "Only active and lifetime members may RSVP." |
*
* @param {Events_Form_Members_Only_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_members_only_hint = /** @type {((inputs?: Events_Form_Members_Only_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Members_Only_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_members_only_hint(inputs)
	return en_events_form_members_only_hint(inputs)
});