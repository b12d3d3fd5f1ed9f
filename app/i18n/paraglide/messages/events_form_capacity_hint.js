/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Capacity_HintInputs */

const en_events_form_capacity_hint = /** @type {(inputs: Events_Form_Capacity_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: places for RSVPs. Empty means unlimited; beyond it, members join a waitlist.`)
};

const de_events_form_capacity_hint = /** @type {(inputs: Events_Form_Capacity_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: Plätze für Zusagen. Leer heißt unbegrenzt; darüber hinaus kommen Mitglieder auf die Warteliste.`)
};

/**
* | output |
* | --- |
* | "Optional: places for RSVPs. Empty means unlimited; beyond it, members join a waitlist." |
*
* @param {Events_Form_Capacity_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_capacity_hint = /** @type {((inputs?: Events_Form_Capacity_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Capacity_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_capacity_hint(inputs)
	return en_events_form_capacity_hint(inputs)
});