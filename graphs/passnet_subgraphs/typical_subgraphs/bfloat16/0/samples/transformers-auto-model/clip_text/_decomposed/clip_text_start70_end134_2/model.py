import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39, in_40, in_41, in_42, in_43, in_44, in_45, in_46, in_47, in_48, in_49):
        tmp_0 = in_49.contiguous();  in_49 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_7, in_6);  tmp_0 = in_7 = in_6 = None
        tmp_2 = in_48 + tmp_1;  in_48 = tmp_1 = None
        tmp_3 = torch.nn.functional.layer_norm(tmp_2, (512,), in_1, in_0, 1e-05);  in_1 = in_0 = None
        tmp_4 = torch.nn.functional.linear(tmp_3, in_3, in_2);  tmp_3 = in_3 = in_2 = None
        tmp_5 = 1.702 * tmp_4
        tmp_6 = torch.sigmoid(tmp_5);  tmp_5 = None
        tmp_7 = tmp_4 * tmp_6;  tmp_4 = tmp_6 = None
        tmp_8 = torch.nn.functional.linear(tmp_7, in_5, in_4);  tmp_7 = in_5 = in_4 = None
        tmp_9 = tmp_2 + tmp_8;  tmp_2 = tmp_8 = None
        tmp_10 = torch.nn.functional.layer_norm(tmp_9, (512,), in_9, in_8, 1e-05);  in_9 = in_8 = None
        tmp_11 = torch.nn.functional.linear(tmp_10, in_21, in_20);  in_21 = in_20 = None
        tmp_12 = torch.nn.functional.linear(tmp_10, in_17, in_16);  in_17 = in_16 = None
        tmp_13 = torch.nn.functional.linear(tmp_10, in_23, in_22);  tmp_10 = in_23 = in_22 = None
        tmp_14 = tmp_11.view((2, 32, -1, 64));  tmp_11 = None
        tmp_15 = tmp_14.transpose(1, 2);  tmp_14 = None
        tmp_16 = tmp_12.view((2, 32, -1, 64));  tmp_12 = None
        tmp_17 = tmp_16.transpose(1, 2);  tmp_16 = None
        tmp_18 = tmp_13.view((2, 32, -1, 64));  tmp_13 = None
        tmp_19 = tmp_18.transpose(1, 2);  tmp_18 = None
        tmp_20 = torch.nn.functional.scaled_dot_product_attention(tmp_15, tmp_17, tmp_19, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  tmp_15 = tmp_17 = tmp_19 = None
        tmp_21 = tmp_20.reshape(2, -1, 32, 64);  tmp_20 = None
        tmp_22 = tmp_21.transpose(1, 2);  tmp_21 = None
        tmp_23 = tmp_22.contiguous();  tmp_22 = None
        tmp_24 = tmp_23.reshape(2, 32, -1);  tmp_23 = None
        tmp_25 = tmp_24.contiguous();  tmp_24 = None
        tmp_26 = torch.nn.functional.linear(tmp_25, in_19, in_18);  tmp_25 = in_19 = in_18 = None
        tmp_27 = tmp_9 + tmp_26;  tmp_9 = tmp_26 = None
        tmp_28 = torch.nn.functional.layer_norm(tmp_27, (512,), in_11, in_10, 1e-05);  in_11 = in_10 = None
        tmp_29 = torch.nn.functional.linear(tmp_28, in_13, in_12);  tmp_28 = in_13 = in_12 = None
        tmp_30 = 1.702 * tmp_29
        tmp_31 = torch.sigmoid(tmp_30);  tmp_30 = None
        tmp_32 = tmp_29 * tmp_31;  tmp_29 = tmp_31 = None
        tmp_33 = torch.nn.functional.linear(tmp_32, in_15, in_14);  tmp_32 = in_15 = in_14 = None
        tmp_34 = tmp_27 + tmp_33;  tmp_27 = tmp_33 = None
        tmp_35 = torch.nn.functional.layer_norm(tmp_34, (512,), in_25, in_24, 1e-05);  in_25 = in_24 = None
        tmp_36 = torch.nn.functional.linear(tmp_35, in_37, in_36);  in_37 = in_36 = None
        tmp_37 = torch.nn.functional.linear(tmp_35, in_33, in_32);  in_33 = in_32 = None
        tmp_38 = torch.nn.functional.linear(tmp_35, in_39, in_38);  tmp_35 = in_39 = in_38 = None
        tmp_39 = tmp_36.view((2, 32, -1, 64));  tmp_36 = None
        tmp_40 = tmp_39.transpose(1, 2);  tmp_39 = None
        tmp_41 = tmp_37.view((2, 32, -1, 64));  tmp_37 = None
        tmp_42 = tmp_41.transpose(1, 2);  tmp_41 = None
        tmp_43 = tmp_38.view((2, 32, -1, 64));  tmp_38 = None
        tmp_44 = tmp_43.transpose(1, 2);  tmp_43 = None
        tmp_45 = torch.nn.functional.scaled_dot_product_attention(tmp_40, tmp_42, tmp_44, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  tmp_40 = tmp_42 = tmp_44 = None
        tmp_46 = tmp_45.reshape(2, -1, 32, 64);  tmp_45 = None
        tmp_47 = tmp_46.transpose(1, 2);  tmp_46 = None
        tmp_48 = tmp_47.contiguous();  tmp_47 = None
        tmp_49 = tmp_48.reshape(2, 32, -1);  tmp_48 = None
        tmp_50 = tmp_49.contiguous();  tmp_49 = None
        tmp_51 = torch.nn.functional.linear(tmp_50, in_35, in_34);  tmp_50 = in_35 = in_34 = None
        tmp_52 = tmp_34 + tmp_51;  tmp_34 = tmp_51 = None
        tmp_53 = torch.nn.functional.layer_norm(tmp_52, (512,), in_27, in_26, 1e-05);  in_27 = in_26 = None
        tmp_54 = torch.nn.functional.linear(tmp_53, in_29, in_28);  tmp_53 = in_29 = in_28 = None
        tmp_55 = 1.702 * tmp_54
        tmp_56 = torch.sigmoid(tmp_55);  tmp_55 = None
        tmp_57 = tmp_54 * tmp_56;  tmp_54 = tmp_56 = None
        tmp_58 = torch.nn.functional.linear(tmp_57, in_31, in_30);  tmp_57 = in_31 = in_30 = None
        tmp_59 = tmp_52 + tmp_58;  tmp_52 = tmp_58 = None
        tmp_60 = torch.nn.functional.layer_norm(tmp_59, (512,), in_41, in_40, 1e-05);  in_41 = in_40 = None
        tmp_61 = torch.nn.functional.linear(tmp_60, in_45, in_44);  in_45 = in_44 = None
        tmp_62 = torch.nn.functional.linear(tmp_60, in_43, in_42);  in_43 = in_42 = None
        tmp_63 = torch.nn.functional.linear(tmp_60, in_47, in_46);  tmp_60 = in_47 = in_46 = None
        return (tmp_59, tmp_61, tmp_62, tmp_63)
        