import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39, in_40, in_41, in_42, in_43, in_44, in_45):
        tmp_0 = in_45.contiguous();  in_45 = None
        tmp_1 = tmp_0.reshape(4, 32, -1);  tmp_0 = None
        tmp_2 = tmp_1.contiguous();  tmp_1 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_21, in_20);  tmp_2 = in_21 = in_20 = None
        tmp_4 = torch.nn.functional.dropout(tmp_3, 0.1, False, False);  tmp_3 = None
        tmp_5 = tmp_4 + in_44;  tmp_4 = in_44 = None
        tmp_6 = torch.nn.functional.layer_norm(tmp_5, (256,), in_19, in_18, 1e-12);  tmp_5 = in_19 = in_18 = None
        tmp_7 = torch.nn.functional.linear(tmp_6, in_23, in_22);  in_23 = in_22 = None
        tmp_8 = torch.nn.functional.gelu(tmp_7);  tmp_7 = None
        tmp_9 = torch.nn.functional.linear(tmp_8, in_27, in_26);  tmp_8 = in_27 = in_26 = None
        tmp_10 = torch.nn.functional.dropout(tmp_9, 0.1, False, False);  tmp_9 = None
        tmp_11 = tmp_10 + tmp_6;  tmp_10 = tmp_6 = None
        tmp_12 = torch.nn.functional.layer_norm(tmp_11, (256,), in_25, in_24, 1e-12);  tmp_11 = in_25 = in_24 = None
        tmp_13 = torch.nn.functional.linear(tmp_12, in_35, in_34);  in_35 = in_34 = None
        tmp_14 = tmp_13.view(4, 32, -1, 64);  tmp_13 = None
        tmp_15 = tmp_14.transpose(1, 2);  tmp_14 = None
        tmp_16 = torch.nn.functional.linear(tmp_12, in_33, in_32);  in_33 = in_32 = None
        tmp_17 = tmp_16.view(4, 32, -1, 64);  tmp_16 = None
        tmp_18 = tmp_17.transpose(1, 2);  tmp_17 = None
        tmp_19 = torch.nn.functional.linear(tmp_12, in_37, in_36);  in_37 = in_36 = None
        tmp_20 = tmp_19.view(4, 32, -1, 64);  tmp_19 = None
        tmp_21 = tmp_20.transpose(1, 2);  tmp_20 = None
        tmp_22 = torch.nn.functional.scaled_dot_product_attention(tmp_15, tmp_18, tmp_21, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_15 = tmp_18 = tmp_21 = None
        tmp_23 = tmp_22.reshape(4, -1, 32, 64);  tmp_22 = None
        tmp_24 = tmp_23.transpose(1, 2);  tmp_23 = None
        tmp_25 = tmp_24.contiguous();  tmp_24 = None
        tmp_26 = tmp_25.reshape(4, 32, -1);  tmp_25 = None
        tmp_27 = tmp_26.contiguous();  tmp_26 = None
        tmp_28 = torch.nn.functional.linear(tmp_27, in_31, in_30);  tmp_27 = in_31 = in_30 = None
        tmp_29 = torch.nn.functional.dropout(tmp_28, 0.1, False, False);  tmp_28 = None
        tmp_30 = tmp_29 + tmp_12;  tmp_29 = tmp_12 = None
        tmp_31 = torch.nn.functional.layer_norm(tmp_30, (256,), in_29, in_28, 1e-12);  tmp_30 = in_29 = in_28 = None
        tmp_32 = torch.nn.functional.linear(tmp_31, in_39, in_38);  in_39 = in_38 = None
        tmp_33 = torch.nn.functional.gelu(tmp_32);  tmp_32 = None
        tmp_34 = torch.nn.functional.linear(tmp_33, in_43, in_42);  tmp_33 = in_43 = in_42 = None
        tmp_35 = torch.nn.functional.dropout(tmp_34, 0.1, False, False);  tmp_34 = None
        tmp_36 = tmp_35 + tmp_31;  tmp_35 = tmp_31 = None
        tmp_37 = torch.nn.functional.layer_norm(tmp_36, (256,), in_41, in_40, 1e-12);  tmp_36 = in_41 = in_40 = None
        tmp_38 = torch.nn.functional.linear(tmp_37, in_7, in_6);  in_7 = in_6 = None
        tmp_39 = tmp_38.view(4, 32, -1, 64);  tmp_38 = None
        tmp_40 = tmp_39.transpose(1, 2);  tmp_39 = None
        tmp_41 = torch.nn.functional.linear(tmp_37, in_5, in_4);  in_5 = in_4 = None
        tmp_42 = tmp_41.view(4, 32, -1, 64);  tmp_41 = None
        tmp_43 = tmp_42.transpose(1, 2);  tmp_42 = None
        tmp_44 = torch.nn.functional.linear(tmp_37, in_9, in_8);  in_9 = in_8 = None
        tmp_45 = tmp_44.view(4, 32, -1, 64);  tmp_44 = None
        tmp_46 = tmp_45.transpose(1, 2);  tmp_45 = None
        tmp_47 = torch.nn.functional.scaled_dot_product_attention(tmp_40, tmp_43, tmp_46, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_40 = tmp_43 = tmp_46 = None
        tmp_48 = tmp_47.reshape(4, -1, 32, 64);  tmp_47 = None
        tmp_49 = tmp_48.transpose(1, 2);  tmp_48 = None
        tmp_50 = tmp_49.contiguous();  tmp_49 = None
        tmp_51 = tmp_50.reshape(4, 32, -1);  tmp_50 = None
        tmp_52 = tmp_51.contiguous();  tmp_51 = None
        tmp_53 = torch.nn.functional.linear(tmp_52, in_3, in_2);  tmp_52 = in_3 = in_2 = None
        tmp_54 = torch.nn.functional.dropout(tmp_53, 0.1, False, False);  tmp_53 = None
        tmp_55 = tmp_54 + tmp_37;  tmp_54 = tmp_37 = None
        tmp_56 = torch.nn.functional.layer_norm(tmp_55, (256,), in_1, in_0, 1e-12);  tmp_55 = in_1 = in_0 = None
        tmp_57 = torch.nn.functional.linear(tmp_56, in_11, in_10);  in_11 = in_10 = None
        tmp_58 = torch.nn.functional.gelu(tmp_57);  tmp_57 = None
        tmp_59 = torch.nn.functional.linear(tmp_58, in_15, in_14);  tmp_58 = in_15 = in_14 = None
        tmp_60 = torch.nn.functional.dropout(tmp_59, 0.1, False, False);  tmp_59 = None
        tmp_61 = tmp_60 + tmp_56;  tmp_60 = tmp_56 = None
        tmp_62 = torch.nn.functional.layer_norm(tmp_61, (256,), in_13, in_12, 1e-12);  tmp_61 = in_13 = in_12 = None
        tmp_63 = torch.nn.functional.linear(tmp_62, in_17, in_16);  in_17 = in_16 = None
        return (tmp_62, tmp_63)
        