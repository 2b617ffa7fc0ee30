import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37):
        tmp_0 = torch.nn.functional.gelu(in_37, approximate = 'none');  in_37 = None
        tmp_1 = torch.nn.functional.dropout(tmp_0, 0.0, False, False);  tmp_0 = None
        tmp_2 = torch.nn.functional.linear(tmp_1, in_1, in_0);  tmp_1 = in_1 = in_0 = None
        tmp_3 = torch.nn.functional.dropout(tmp_2, 0.0, False, False);  tmp_2 = None
        tmp_4 = in_36 + tmp_3;  in_36 = tmp_3 = None
        tmp_5 = torch.nn.functional.layer_norm(tmp_4, (192,), in_11, in_10, 1e-06);  in_11 = in_10 = None
        tmp_6 = torch.nn.functional.linear(tmp_5, in_5, in_4);  tmp_5 = in_5 = in_4 = None
        tmp_7 = tmp_6.reshape(2, 197, 3, 3, 64);  tmp_6 = None
        tmp_8 = tmp_7.permute(2, 0, 3, 1, 4);  tmp_7 = None
        tmp_9 = tmp_8.unbind(0);  tmp_8 = None
        tmp_10 = tmp_9[0]
        tmp_11 = tmp_9[1]
        tmp_12 = tmp_9[2];  tmp_9 = None
        tmp_13 = torch.nn.functional.scaled_dot_product_attention(tmp_10, tmp_11, tmp_12, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_10 = tmp_11 = tmp_12 = None
        tmp_14 = tmp_13.transpose(1, 2);  tmp_13 = None
        tmp_15 = tmp_14.reshape(2, 197, 192);  tmp_14 = None
        tmp_16 = torch.nn.functional.linear(tmp_15, in_3, in_2);  tmp_15 = in_3 = in_2 = None
        tmp_17 = torch.nn.functional.dropout(tmp_16, 0.0, False, False);  tmp_16 = None
        tmp_18 = tmp_4 + tmp_17;  tmp_4 = tmp_17 = None
        tmp_19 = torch.nn.functional.layer_norm(tmp_18, (192,), in_13, in_12, 1e-06);  in_13 = in_12 = None
        tmp_20 = torch.nn.functional.linear(tmp_19, in_7, in_6);  tmp_19 = in_7 = in_6 = None
        tmp_21 = torch.nn.functional.gelu(tmp_20, approximate = 'none');  tmp_20 = None
        tmp_22 = torch.nn.functional.dropout(tmp_21, 0.0, False, False);  tmp_21 = None
        tmp_23 = torch.nn.functional.linear(tmp_22, in_9, in_8);  tmp_22 = in_9 = in_8 = None
        tmp_24 = torch.nn.functional.dropout(tmp_23, 0.0, False, False);  tmp_23 = None
        tmp_25 = tmp_18 + tmp_24;  tmp_18 = tmp_24 = None
        tmp_26 = torch.nn.functional.layer_norm(tmp_25, (192,), in_23, in_22, 1e-06);  in_23 = in_22 = None
        tmp_27 = torch.nn.functional.linear(tmp_26, in_17, in_16);  tmp_26 = in_17 = in_16 = None
        tmp_28 = tmp_27.reshape(2, 197, 3, 3, 64);  tmp_27 = None
        tmp_29 = tmp_28.permute(2, 0, 3, 1, 4);  tmp_28 = None
        tmp_30 = tmp_29.unbind(0);  tmp_29 = None
        tmp_31 = tmp_30[0]
        tmp_32 = tmp_30[1]
        tmp_33 = tmp_30[2];  tmp_30 = None
        tmp_34 = torch.nn.functional.scaled_dot_product_attention(tmp_31, tmp_32, tmp_33, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_31 = tmp_32 = tmp_33 = None
        tmp_35 = tmp_34.transpose(1, 2);  tmp_34 = None
        tmp_36 = tmp_35.reshape(2, 197, 192);  tmp_35 = None
        tmp_37 = torch.nn.functional.linear(tmp_36, in_15, in_14);  tmp_36 = in_15 = in_14 = None
        tmp_38 = torch.nn.functional.dropout(tmp_37, 0.0, False, False);  tmp_37 = None
        tmp_39 = tmp_25 + tmp_38;  tmp_25 = tmp_38 = None
        tmp_40 = torch.nn.functional.layer_norm(tmp_39, (192,), in_25, in_24, 1e-06);  in_25 = in_24 = None
        tmp_41 = torch.nn.functional.linear(tmp_40, in_19, in_18);  tmp_40 = in_19 = in_18 = None
        tmp_42 = torch.nn.functional.gelu(tmp_41, approximate = 'none');  tmp_41 = None
        tmp_43 = torch.nn.functional.dropout(tmp_42, 0.0, False, False);  tmp_42 = None
        tmp_44 = torch.nn.functional.linear(tmp_43, in_21, in_20);  tmp_43 = in_21 = in_20 = None
        tmp_45 = torch.nn.functional.dropout(tmp_44, 0.0, False, False);  tmp_44 = None
        tmp_46 = tmp_39 + tmp_45;  tmp_39 = tmp_45 = None
        tmp_47 = torch.nn.functional.layer_norm(tmp_46, (192,), in_33, in_32, 1e-06);  in_33 = in_32 = None
        tmp_48 = torch.nn.functional.linear(tmp_47, in_29, in_28);  tmp_47 = in_29 = in_28 = None
        tmp_49 = tmp_48.reshape(2, 197, 3, 3, 64);  tmp_48 = None
        tmp_50 = tmp_49.permute(2, 0, 3, 1, 4);  tmp_49 = None
        tmp_51 = tmp_50.unbind(0);  tmp_50 = None
        tmp_52 = tmp_51[0]
        tmp_53 = tmp_51[1]
        tmp_54 = tmp_51[2];  tmp_51 = None
        tmp_55 = torch.nn.functional.scaled_dot_product_attention(tmp_52, tmp_53, tmp_54, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_52 = tmp_53 = tmp_54 = None
        tmp_56 = tmp_55.transpose(1, 2);  tmp_55 = None
        tmp_57 = tmp_56.reshape(2, 197, 192);  tmp_56 = None
        tmp_58 = torch.nn.functional.linear(tmp_57, in_27, in_26);  tmp_57 = in_27 = in_26 = None
        tmp_59 = torch.nn.functional.dropout(tmp_58, 0.0, False, False);  tmp_58 = None
        tmp_60 = tmp_46 + tmp_59;  tmp_46 = tmp_59 = None
        tmp_61 = torch.nn.functional.layer_norm(tmp_60, (192,), in_35, in_34, 1e-06);  in_35 = in_34 = None
        tmp_62 = torch.nn.functional.linear(tmp_61, in_31, in_30);  tmp_61 = in_31 = in_30 = None
        tmp_63 = torch.nn.functional.gelu(tmp_62, approximate = 'none');  tmp_62 = None
        return (tmp_60, tmp_63)
        