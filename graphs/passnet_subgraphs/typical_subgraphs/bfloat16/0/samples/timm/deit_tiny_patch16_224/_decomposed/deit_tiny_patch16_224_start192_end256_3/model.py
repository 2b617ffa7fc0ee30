import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37):
        tmp_0 = torch.nn.functional.dropout(in_37, 0.0, False, False);  in_37 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_23, in_22);  tmp_0 = in_23 = in_22 = None
        tmp_2 = torch.nn.functional.dropout(tmp_1, 0.0, False, False);  tmp_1 = None
        tmp_3 = in_36 + tmp_2;  in_36 = tmp_2 = None
        tmp_4 = torch.nn.functional.layer_norm(tmp_3, (192,), in_33, in_32, 1e-06);  in_33 = in_32 = None
        tmp_5 = torch.nn.functional.linear(tmp_4, in_27, in_26);  tmp_4 = in_27 = in_26 = None
        tmp_6 = tmp_5.reshape(2, 197, 3, 3, 64);  tmp_5 = None
        tmp_7 = tmp_6.permute(2, 0, 3, 1, 4);  tmp_6 = None
        tmp_8 = tmp_7.unbind(0);  tmp_7 = None
        tmp_9 = tmp_8[0]
        tmp_10 = tmp_8[1]
        tmp_11 = tmp_8[2];  tmp_8 = None
        tmp_12 = torch.nn.functional.scaled_dot_product_attention(tmp_9, tmp_10, tmp_11, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_9 = tmp_10 = tmp_11 = None
        tmp_13 = tmp_12.transpose(1, 2);  tmp_12 = None
        tmp_14 = tmp_13.reshape(2, 197, 192);  tmp_13 = None
        tmp_15 = torch.nn.functional.linear(tmp_14, in_25, in_24);  tmp_14 = in_25 = in_24 = None
        tmp_16 = torch.nn.functional.dropout(tmp_15, 0.0, False, False);  tmp_15 = None
        tmp_17 = tmp_3 + tmp_16;  tmp_3 = tmp_16 = None
        tmp_18 = torch.nn.functional.layer_norm(tmp_17, (192,), in_35, in_34, 1e-06);  in_35 = in_34 = None
        tmp_19 = torch.nn.functional.linear(tmp_18, in_29, in_28);  tmp_18 = in_29 = in_28 = None
        tmp_20 = torch.nn.functional.gelu(tmp_19, approximate = 'none');  tmp_19 = None
        tmp_21 = torch.nn.functional.dropout(tmp_20, 0.0, False, False);  tmp_20 = None
        tmp_22 = torch.nn.functional.linear(tmp_21, in_31, in_30);  tmp_21 = in_31 = in_30 = None
        tmp_23 = torch.nn.functional.dropout(tmp_22, 0.0, False, False);  tmp_22 = None
        tmp_24 = tmp_17 + tmp_23;  tmp_17 = tmp_23 = None
        tmp_25 = torch.nn.functional.layer_norm(tmp_24, (192,), in_9, in_8, 1e-06);  in_9 = in_8 = None
        tmp_26 = torch.nn.functional.linear(tmp_25, in_3, in_2);  tmp_25 = in_3 = in_2 = None
        tmp_27 = tmp_26.reshape(2, 197, 3, 3, 64);  tmp_26 = None
        tmp_28 = tmp_27.permute(2, 0, 3, 1, 4);  tmp_27 = None
        tmp_29 = tmp_28.unbind(0);  tmp_28 = None
        tmp_30 = tmp_29[0]
        tmp_31 = tmp_29[1]
        tmp_32 = tmp_29[2];  tmp_29 = None
        tmp_33 = torch.nn.functional.scaled_dot_product_attention(tmp_30, tmp_31, tmp_32, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_30 = tmp_31 = tmp_32 = None
        tmp_34 = tmp_33.transpose(1, 2);  tmp_33 = None
        tmp_35 = tmp_34.reshape(2, 197, 192);  tmp_34 = None
        tmp_36 = torch.nn.functional.linear(tmp_35, in_1, in_0);  tmp_35 = in_1 = in_0 = None
        tmp_37 = torch.nn.functional.dropout(tmp_36, 0.0, False, False);  tmp_36 = None
        tmp_38 = tmp_24 + tmp_37;  tmp_24 = tmp_37 = None
        tmp_39 = torch.nn.functional.layer_norm(tmp_38, (192,), in_11, in_10, 1e-06);  in_11 = in_10 = None
        tmp_40 = torch.nn.functional.linear(tmp_39, in_5, in_4);  tmp_39 = in_5 = in_4 = None
        tmp_41 = torch.nn.functional.gelu(tmp_40, approximate = 'none');  tmp_40 = None
        tmp_42 = torch.nn.functional.dropout(tmp_41, 0.0, False, False);  tmp_41 = None
        tmp_43 = torch.nn.functional.linear(tmp_42, in_7, in_6);  tmp_42 = in_7 = in_6 = None
        tmp_44 = torch.nn.functional.dropout(tmp_43, 0.0, False, False);  tmp_43 = None
        tmp_45 = tmp_38 + tmp_44;  tmp_38 = tmp_44 = None
        tmp_46 = torch.nn.functional.layer_norm(tmp_45, (192,), in_19, in_18, 1e-06);  in_19 = in_18 = None
        tmp_47 = torch.nn.functional.linear(tmp_46, in_15, in_14);  tmp_46 = in_15 = in_14 = None
        tmp_48 = tmp_47.reshape(2, 197, 3, 3, 64);  tmp_47 = None
        tmp_49 = tmp_48.permute(2, 0, 3, 1, 4);  tmp_48 = None
        tmp_50 = tmp_49.unbind(0);  tmp_49 = None
        tmp_51 = tmp_50[0]
        tmp_52 = tmp_50[1]
        tmp_53 = tmp_50[2];  tmp_50 = None
        tmp_54 = torch.nn.functional.scaled_dot_product_attention(tmp_51, tmp_52, tmp_53, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_51 = tmp_52 = tmp_53 = None
        tmp_55 = tmp_54.transpose(1, 2);  tmp_54 = None
        tmp_56 = tmp_55.reshape(2, 197, 192);  tmp_55 = None
        tmp_57 = torch.nn.functional.linear(tmp_56, in_13, in_12);  tmp_56 = in_13 = in_12 = None
        tmp_58 = torch.nn.functional.dropout(tmp_57, 0.0, False, False);  tmp_57 = None
        tmp_59 = tmp_45 + tmp_58;  tmp_45 = tmp_58 = None
        tmp_60 = torch.nn.functional.layer_norm(tmp_59, (192,), in_21, in_20, 1e-06);  in_21 = in_20 = None
        tmp_61 = torch.nn.functional.linear(tmp_60, in_17, in_16);  tmp_60 = in_17 = in_16 = None
        tmp_62 = torch.nn.functional.gelu(tmp_61, approximate = 'none');  tmp_61 = None
        tmp_63 = torch.nn.functional.dropout(tmp_62, 0.0, False, False);  tmp_62 = None
        return (tmp_59, tmp_63)
        