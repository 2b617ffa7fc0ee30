import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33):
        tmp_0 = in_33.transpose(1, 2);  in_33 = None
        tmp_1 = tmp_0.reshape(2, 197, 128);  tmp_0 = None
        tmp_2 = torch.nn.functional.linear(tmp_1, in_1, in_0);  tmp_1 = in_1 = in_0 = None
        tmp_3 = torch.nn.functional.dropout(tmp_2, 0.0, False, False);  tmp_2 = None
        tmp_4 = in_32 + tmp_3;  in_32 = tmp_3 = None
        tmp_5 = torch.nn.functional.layer_norm(tmp_4, (128,), in_7, in_6, 1e-06);  in_7 = in_6 = None
        tmp_6 = torch.nn.functional.linear(tmp_5, in_3, in_2);  tmp_5 = in_3 = in_2 = None
        tmp_7 = torch.nn.functional.gelu(tmp_6, approximate = 'none');  tmp_6 = None
        tmp_8 = torch.nn.functional.dropout(tmp_7, 0.0, False, False);  tmp_7 = None
        tmp_9 = torch.nn.functional.linear(tmp_8, in_5, in_4);  tmp_8 = in_5 = in_4 = None
        tmp_10 = torch.nn.functional.dropout(tmp_9, 0.0, False, False);  tmp_9 = None
        tmp_11 = tmp_4 + tmp_10;  tmp_4 = tmp_10 = None
        tmp_12 = torch.nn.functional.layer_norm(tmp_11, (128,), in_17, in_16, 1e-06);  in_17 = in_16 = None
        tmp_13 = torch.nn.functional.linear(tmp_12, in_11, in_10);  tmp_12 = in_11 = in_10 = None
        tmp_14 = tmp_13.reshape(2, 197, 3, 4, 32);  tmp_13 = None
        tmp_15 = tmp_14.permute(2, 0, 3, 1, 4);  tmp_14 = None
        tmp_16 = tmp_15.unbind(0);  tmp_15 = None
        tmp_17 = tmp_16[0]
        tmp_18 = tmp_16[1]
        tmp_19 = tmp_16[2];  tmp_16 = None
        tmp_20 = torch.nn.functional.scaled_dot_product_attention(tmp_17, tmp_18, tmp_19, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_17 = tmp_18 = tmp_19 = None
        tmp_21 = tmp_20.transpose(1, 2);  tmp_20 = None
        tmp_22 = tmp_21.reshape(2, 197, 128);  tmp_21 = None
        tmp_23 = torch.nn.functional.linear(tmp_22, in_9, in_8);  tmp_22 = in_9 = in_8 = None
        tmp_24 = torch.nn.functional.dropout(tmp_23, 0.0, False, False);  tmp_23 = None
        tmp_25 = tmp_11 + tmp_24;  tmp_11 = tmp_24 = None
        tmp_26 = torch.nn.functional.layer_norm(tmp_25, (128,), in_19, in_18, 1e-06);  in_19 = in_18 = None
        tmp_27 = torch.nn.functional.linear(tmp_26, in_13, in_12);  tmp_26 = in_13 = in_12 = None
        tmp_28 = torch.nn.functional.gelu(tmp_27, approximate = 'none');  tmp_27 = None
        tmp_29 = torch.nn.functional.dropout(tmp_28, 0.0, False, False);  tmp_28 = None
        tmp_30 = torch.nn.functional.linear(tmp_29, in_15, in_14);  tmp_29 = in_15 = in_14 = None
        tmp_31 = torch.nn.functional.dropout(tmp_30, 0.0, False, False);  tmp_30 = None
        tmp_32 = tmp_25 + tmp_31;  tmp_25 = tmp_31 = None
        tmp_33 = torch.nn.functional.layer_norm(tmp_32, (128,), in_29, in_28, 1e-06);  in_29 = in_28 = None
        tmp_34 = torch.nn.functional.linear(tmp_33, in_23, in_22);  tmp_33 = in_23 = in_22 = None
        tmp_35 = tmp_34.reshape(2, 197, 3, 4, 32);  tmp_34 = None
        tmp_36 = tmp_35.permute(2, 0, 3, 1, 4);  tmp_35 = None
        tmp_37 = tmp_36.unbind(0);  tmp_36 = None
        tmp_38 = tmp_37[0]
        tmp_39 = tmp_37[1]
        tmp_40 = tmp_37[2];  tmp_37 = None
        tmp_41 = torch.nn.functional.scaled_dot_product_attention(tmp_38, tmp_39, tmp_40, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_38 = tmp_39 = tmp_40 = None
        tmp_42 = tmp_41.transpose(1, 2);  tmp_41 = None
        tmp_43 = tmp_42.reshape(2, 197, 128);  tmp_42 = None
        tmp_44 = torch.nn.functional.linear(tmp_43, in_21, in_20);  tmp_43 = in_21 = in_20 = None
        tmp_45 = torch.nn.functional.dropout(tmp_44, 0.0, False, False);  tmp_44 = None
        tmp_46 = tmp_32 + tmp_45;  tmp_32 = tmp_45 = None
        tmp_47 = torch.nn.functional.layer_norm(tmp_46, (128,), in_31, in_30, 1e-06);  in_31 = in_30 = None
        tmp_48 = torch.nn.functional.linear(tmp_47, in_25, in_24);  tmp_47 = in_25 = in_24 = None
        tmp_49 = torch.nn.functional.gelu(tmp_48, approximate = 'none');  tmp_48 = None
        tmp_50 = torch.nn.functional.dropout(tmp_49, 0.0, False, False);  tmp_49 = None
        tmp_51 = torch.nn.functional.linear(tmp_50, in_27, in_26);  tmp_50 = in_27 = in_26 = None
        tmp_52 = torch.nn.functional.dropout(tmp_51, 0.0, False, False);  tmp_51 = None
        tmp_53 = tmp_46 + tmp_52;  tmp_46 = tmp_52 = None
        return (tmp_53,)
        