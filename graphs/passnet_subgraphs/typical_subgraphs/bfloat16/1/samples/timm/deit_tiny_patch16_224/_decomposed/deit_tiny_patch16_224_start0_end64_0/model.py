import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36):
        tmp_0 = torch.conv2d(in_36, in_33, in_32, (16, 16), (0, 0), (1, 1), 1);  in_36 = in_33 = in_32 = None
        tmp_1 = tmp_0.flatten(2);  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = in_34.expand(4, -1, -1);  in_34 = None
        tmp_4 = torch.cat([tmp_3, tmp_2], dim = 1);  tmp_3 = tmp_2 = None
        tmp_5 = tmp_4 + in_35;  tmp_4 = in_35 = None
        tmp_6 = torch.nn.functional.dropout(tmp_5, 0.0, False, False);  tmp_5 = None
        tmp_7 = torch.nn.functional.layer_norm(tmp_6, (192,), in_9, in_8, 1e-06);  in_9 = in_8 = None
        tmp_8 = torch.nn.functional.linear(tmp_7, in_3, in_2);  tmp_7 = in_3 = in_2 = None
        tmp_9 = tmp_8.reshape(4, 197, 3, 3, 64);  tmp_8 = None
        tmp_10 = tmp_9.permute(2, 0, 3, 1, 4);  tmp_9 = None
        tmp_11 = tmp_10.unbind(0);  tmp_10 = None
        tmp_12 = tmp_11[0]
        tmp_13 = tmp_11[1]
        tmp_14 = tmp_11[2];  tmp_11 = None
        tmp_15 = torch.nn.functional.scaled_dot_product_attention(tmp_12, tmp_13, tmp_14, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_12 = tmp_13 = tmp_14 = None
        tmp_16 = tmp_15.transpose(1, 2);  tmp_15 = None
        tmp_17 = tmp_16.reshape(4, 197, 192);  tmp_16 = None
        tmp_18 = torch.nn.functional.linear(tmp_17, in_1, in_0);  tmp_17 = in_1 = in_0 = None
        tmp_19 = torch.nn.functional.dropout(tmp_18, 0.0, False, False);  tmp_18 = None
        tmp_20 = tmp_6 + tmp_19;  tmp_6 = tmp_19 = None
        tmp_21 = torch.nn.functional.layer_norm(tmp_20, (192,), in_11, in_10, 1e-06);  in_11 = in_10 = None
        tmp_22 = torch.nn.functional.linear(tmp_21, in_5, in_4);  tmp_21 = in_5 = in_4 = None
        tmp_23 = torch.nn.functional.gelu(tmp_22, approximate = 'none');  tmp_22 = None
        tmp_24 = torch.nn.functional.dropout(tmp_23, 0.0, False, False);  tmp_23 = None
        tmp_25 = torch.nn.functional.linear(tmp_24, in_7, in_6);  tmp_24 = in_7 = in_6 = None
        tmp_26 = torch.nn.functional.dropout(tmp_25, 0.0, False, False);  tmp_25 = None
        tmp_27 = tmp_20 + tmp_26;  tmp_20 = tmp_26 = None
        tmp_28 = torch.nn.functional.layer_norm(tmp_27, (192,), in_21, in_20, 1e-06);  in_21 = in_20 = None
        tmp_29 = torch.nn.functional.linear(tmp_28, in_15, in_14);  tmp_28 = in_15 = in_14 = None
        tmp_30 = tmp_29.reshape(4, 197, 3, 3, 64);  tmp_29 = None
        tmp_31 = tmp_30.permute(2, 0, 3, 1, 4);  tmp_30 = None
        tmp_32 = tmp_31.unbind(0);  tmp_31 = None
        tmp_33 = tmp_32[0]
        tmp_34 = tmp_32[1]
        tmp_35 = tmp_32[2];  tmp_32 = None
        tmp_36 = torch.nn.functional.scaled_dot_product_attention(tmp_33, tmp_34, tmp_35, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_33 = tmp_34 = tmp_35 = None
        tmp_37 = tmp_36.transpose(1, 2);  tmp_36 = None
        tmp_38 = tmp_37.reshape(4, 197, 192);  tmp_37 = None
        tmp_39 = torch.nn.functional.linear(tmp_38, in_13, in_12);  tmp_38 = in_13 = in_12 = None
        tmp_40 = torch.nn.functional.dropout(tmp_39, 0.0, False, False);  tmp_39 = None
        tmp_41 = tmp_27 + tmp_40;  tmp_27 = tmp_40 = None
        tmp_42 = torch.nn.functional.layer_norm(tmp_41, (192,), in_23, in_22, 1e-06);  in_23 = in_22 = None
        tmp_43 = torch.nn.functional.linear(tmp_42, in_17, in_16);  tmp_42 = in_17 = in_16 = None
        tmp_44 = torch.nn.functional.gelu(tmp_43, approximate = 'none');  tmp_43 = None
        tmp_45 = torch.nn.functional.dropout(tmp_44, 0.0, False, False);  tmp_44 = None
        tmp_46 = torch.nn.functional.linear(tmp_45, in_19, in_18);  tmp_45 = in_19 = in_18 = None
        tmp_47 = torch.nn.functional.dropout(tmp_46, 0.0, False, False);  tmp_46 = None
        tmp_48 = tmp_41 + tmp_47;  tmp_41 = tmp_47 = None
        tmp_49 = torch.nn.functional.layer_norm(tmp_48, (192,), in_29, in_28, 1e-06);  in_29 = in_28 = None
        tmp_50 = torch.nn.functional.linear(tmp_49, in_27, in_26);  tmp_49 = in_27 = in_26 = None
        tmp_51 = tmp_50.reshape(4, 197, 3, 3, 64);  tmp_50 = None
        tmp_52 = tmp_51.permute(2, 0, 3, 1, 4);  tmp_51 = None
        tmp_53 = tmp_52.unbind(0);  tmp_52 = None
        tmp_54 = tmp_53[0]
        tmp_55 = tmp_53[1]
        tmp_56 = tmp_53[2];  tmp_53 = None
        tmp_57 = torch.nn.functional.scaled_dot_product_attention(tmp_54, tmp_55, tmp_56, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_54 = tmp_55 = tmp_56 = None
        tmp_58 = tmp_57.transpose(1, 2);  tmp_57 = None
        tmp_59 = tmp_58.reshape(4, 197, 192);  tmp_58 = None
        tmp_60 = torch.nn.functional.linear(tmp_59, in_25, in_24);  tmp_59 = in_25 = in_24 = None
        tmp_61 = torch.nn.functional.dropout(tmp_60, 0.0, False, False);  tmp_60 = None
        tmp_62 = tmp_48 + tmp_61;  tmp_48 = tmp_61 = None
        tmp_63 = torch.nn.functional.layer_norm(tmp_62, (192,), in_31, in_30, 1e-06);  in_31 = in_30 = None
        return (tmp_62, tmp_63)
        