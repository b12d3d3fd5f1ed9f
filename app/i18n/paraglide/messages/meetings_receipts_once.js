/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Receipts_OnceInputs */

const en_meetings_receipts_once = /** @type {(inputs: Meetings_Receipts_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write these down or keep the mail we sent: this page shows them only now. After voting closes, find them in the results to see that your vote was counted as you cast it.`)
};

const de_meetings_receipts_once = /** @type {(inputs: Meetings_Receipts_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreib sie dir auf oder heb die Mail auf, die wir geschickt haben: Diese Seite zeigt sie nur jetzt. Nach dem Ende der Abstimmung findest du sie in den Ergebnissen und siehst, dass deine Stimme so gezählt wurde, wie du sie abgegeben hast.`)
};

/**
* | output |
* | --- |
* | "Write these down or keep the mail we sent: this page shows them only now. After voting closes, find them in the results to see that your vote was counted as ..." |
*
* @param {Meetings_Receipts_OnceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_receipts_once = /** @type {((inputs?: Meetings_Receipts_OnceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Receipts_OnceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_receipts_once(inputs)
	return en_meetings_receipts_once(inputs)
});