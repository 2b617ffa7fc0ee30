import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39, in_40, in_41, in_42, in_43):
        tmp_0 = torch.nn.functional.gelu(in_43);  in_43 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_3, in_2);  tmp_0 = in_3 = in_2 = None
        tmp_2 = torch.nn.functional.dropout(tmp_1, 0.1, False, False);  tmp_1 = None
        tmp_3 = tmp_2 + in_42;  tmp_2 = in_42 = None
        tmp_4 = torch.nn.functional.layer_norm(tmp_3, (256,), in_1, in_0, 1e-12);  tmp_3 = in_1 = in_0 = None
        tmp_5 = torch.nn.functional.linear(tmp_4, in_11, in_10);  in_11 = in_10 = None
        tmp_6 = tmp_5.view(4, 32, -1, 64);  tmp_5 = None
        tmp_7 = tmp_6.transpose(1, 2);  tmp_6 = None
        tmp_8 = torch.nn.functional.linear(tmp_4, in_9, in_8);  in_9 = in_8 = None
        tmp_9 = tmp_8.view(4, 32, -1, 64);  tmp_8 = None
        tmp_10 = tmp_9.transpose(1, 2);  tmp_9 = None
        tmp_11 = torch.nn.functional.linear(tmp_4, in_13, in_12);  in_13 = in_12 = None
        tmp_12 = tmp_11.view(4, 32, -1, 64);  tmp_11 = None
        tmp_13 = tmp_12.transpose(1, 2);  tmp_12 = None
        tmp_14 = torch.nn.functional.scaled_dot_product_attention(tmp_7, tmp_10, tmp_13, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_7 = tmp_10 = tmp_13 = None
        tmp_15 = tmp_14.reshape(4, -1, 32, 64);  tmp_14 = None
        tmp_16 = tmp_15.transpose(1, 2);  tmp_15 = None
        tmp_17 = tmp_16.contiguous();  tmp_16 = None
        tmp_18 = tmp_17.reshape(4, 32, -1);  tmp_17 = None
        tmp_19 = tmp_18.contiguous();  tmp_18 = None
        tmp_20 = torch.nn.functional.linear(tmp_19, in_7, in_6);  tmp_19 = in_7 = in_6 = None
        tmp_21 = torch.nn.functional.dropout(tmp_20, 0.1, False, False);  tmp_20 = None
        tmp_22 = tmp_21 + tmp_4;  tmp_21 = tmp_4 = None
        tmp_23 = torch.nn.functional.layer_norm(tmp_22, (256,), in_5, in_4, 1e-12);  tmp_22 = in_5 = in_4 = None
        tmp_24 = torch.nn.functional.linear(tmp_23, in_15, in_14);  in_15 = in_14 = None
        tmp_25 = torch.nn.functional.gelu(tmp_24);  tmp_24 = None
        tmp_26 = torch.nn.functional.linear(tmp_25, in_19, in_18);  tmp_25 = in_19 = in_18 = None
        tmp_27 = torch.nn.functional.dropout(tmp_26, 0.1, False, False);  tmp_26 = None
        tmp_28 = tmp_27 + tmp_23;  tmp_27 = tmp_23 = None
        tmp_29 = torch.nn.functional.layer_norm(tmp_28, (256,), in_17, in_16, 1e-12);  tmp_28 = in_17 = in_16 = None
        tmp_30 = torch.nn.functional.linear(tmp_29, in_27, in_26);  in_27 = in_26 = None
        tmp_31 = tmp_30.view(4, 32, -1, 64);  tmp_30 = None
        tmp_32 = tmp_31.transpose(1, 2);  tmp_31 = None
        tmp_33 = torch.nn.functional.linear(tmp_29, in_25, in_24);  in_25 = in_24 = None
        tmp_34 = tmp_33.view(4, 32, -1, 64);  tmp_33 = None
        tmp_35 = tmp_34.transpose(1, 2);  tmp_34 = None
        tmp_36 = torch.nn.functional.linear(tmp_29, in_29, in_28);  in_29 = in_28 = None
        tmp_37 = tmp_36.view(4, 32, -1, 64);  tmp_36 = None
        tmp_38 = tmp_37.transpose(1, 2);  tmp_37 = None
        tmp_39 = torch.nn.functional.scaled_dot_product_attention(tmp_32, tmp_35, tmp_38, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_32 = tmp_35 = tmp_38 = None
        tmp_40 = tmp_39.reshape(4, -1, 32, 64);  tmp_39 = None
        tmp_41 = tmp_40.transpose(1, 2);  tmp_40 = None
        tmp_42 = tmp_41.contiguous();  tmp_41 = None
        tmp_43 = tmp_42.reshape(4, 32, -1);  tmp_42 = None
        tmp_44 = tmp_43.contiguous();  tmp_43 = None
        tmp_45 = torch.nn.functional.linear(tmp_44, in_23, in_22);  tmp_44 = in_23 = in_22 = None
        tmp_46 = torch.nn.functional.dropout(tmp_45, 0.1, False, False);  tmp_45 = None
        tmp_47 = tmp_46 + tmp_29;  tmp_46 = tmp_29 = None
        tmp_48 = torch.nn.functional.layer_norm(tmp_47, (256,), in_21, in_20, 1e-12);  tmp_47 = in_21 = in_20 = None
        tmp_49 = torch.nn.functional.linear(tmp_48, in_31, in_30);  in_31 = in_30 = None
        tmp_50 = torch.nn.functional.gelu(tmp_49);  tmp_49 = None
        tmp_51 = torch.nn.functional.linear(tmp_50, in_35, in_34);  tmp_50 = in_35 = in_34 = None
        tmp_52 = torch.nn.functional.dropout(tmp_51, 0.1, False, False);  tmp_51 = None
        tmp_53 = tmp_52 + tmp_48;  tmp_52 = tmp_48 = None
        tmp_54 = torch.nn.functional.layer_norm(tmp_53, (256,), in_33, in_32, 1e-12);  tmp_53 = in_33 = in_32 = None
        tmp_55 = torch.nn.functional.linear(tmp_54, in_39, in_38);  in_39 = in_38 = None
        tmp_56 = tmp_55.view(4, 32, -1, 64);  tmp_55 = None
        tmp_57 = tmp_56.transpose(1, 2);  tmp_56 = None
        tmp_58 = torch.nn.functional.linear(tmp_54, in_37, in_36);  in_37 = in_36 = None
        tmp_59 = tmp_58.view(4, 32, -1, 64);  tmp_58 = None
        tmp_60 = tmp_59.transpose(1, 2);  tmp_59 = None
        tmp_61 = torch.nn.functional.linear(tmp_54, in_41, in_40);  in_41 = in_40 = None
        tmp_62 = tmp_61.view(4, 32, -1, 64);  tmp_61 = None
        tmp_63 = tmp_62.transpose(1, 2);  tmp_62 = None
        return (tmp_54, tmp_57, tmp_60, tmp_63)
        