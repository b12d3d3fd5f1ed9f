/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Watch_Party_HintInputs */

const en_events_form_watch_party_hint = /** @type {(inputs: Events_Form_Watch_Party_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away matches, optional: creates the watch party for this match.`)
};

const de_events_form_watch_party_hint = /** @type {(inputs: Events_Form_Watch_Party_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Auswärtsspiele, optional: legt das Public Viewing für dieses Spiel an.`)
};

/**
* | output |
* | --- |
* | "Away matches, optional: creates the watch party for this match." |
*
* @param {Events_Form_Watch_Party_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_watch_party_hint = /** @type {((inputs?: Events_Form_Watch_Party_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Watch_Party_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_watch_party_hint(inputs)
	return en_events_form_watch_party_hint(inputs)
});