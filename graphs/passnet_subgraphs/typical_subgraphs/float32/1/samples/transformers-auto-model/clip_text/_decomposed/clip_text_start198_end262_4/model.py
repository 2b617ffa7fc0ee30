import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39, in_40, in_41, in_42, in_43, in_44, in_45, in_46):
        tmp_0 = torch.nn.functional.layer_norm(in_46, (512,), in_9, in_8, 1e-05);  in_9 = in_8 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_11, in_10);  tmp_0 = in_11 = in_10 = None
        tmp_2 = 1.702 * tmp_1
        tmp_3 = torch.sigmoid(tmp_2);  tmp_2 = None
        tmp_4 = tmp_1 * tmp_3;  tmp_1 = tmp_3 = None
        tmp_5 = torch.nn.functional.linear(tmp_4, in_13, in_12);  tmp_4 = in_13 = in_12 = None
        tmp_6 = in_46 + tmp_5;  in_46 = tmp_5 = None
        tmp_7 = torch.nn.functional.layer_norm(tmp_6, (512,), in_15, in_14, 1e-05);  in_15 = in_14 = None
        tmp_8 = torch.nn.functional.linear(tmp_7, in_27, in_26);  in_27 = in_26 = None
        tmp_9 = torch.nn.functional.linear(tmp_7, in_23, in_22);  in_23 = in_22 = None
        tmp_10 = torch.nn.functional.linear(tmp_7, in_29, in_28);  tmp_7 = in_29 = in_28 = None
        tmp_11 = tmp_8.view((4, 32, -1, 64));  tmp_8 = None
        tmp_12 = tmp_11.transpose(1, 2);  tmp_11 = None
        tmp_13 = tmp_9.view((4, 32, -1, 64));  tmp_9 = None
        tmp_14 = tmp_13.transpose(1, 2);  tmp_13 = None
        tmp_15 = tmp_10.view((4, 32, -1, 64));  tmp_10 = None
        tmp_16 = tmp_15.transpose(1, 2);  tmp_15 = None
        tmp_17 = torch.nn.functional.scaled_dot_product_attention(tmp_12, tmp_14, tmp_16, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  tmp_12 = tmp_14 = tmp_16 = None
        tmp_18 = tmp_17.reshape(4, -1, 32, 64);  tmp_17 = None
        tmp_19 = tmp_18.transpose(1, 2);  tmp_18 = None
        tmp_20 = tmp_19.contiguous();  tmp_19 = None
        tmp_21 = tmp_20.reshape(4, 32, -1);  tmp_20 = None
        tmp_22 = tmp_21.contiguous();  tmp_21 = None
        tmp_23 = torch.nn.functional.linear(tmp_22, in_25, in_24);  tmp_22 = in_25 = in_24 = None
        tmp_24 = tmp_6 + tmp_23;  tmp_6 = tmp_23 = None
        tmp_25 = torch.nn.functional.layer_norm(tmp_24, (512,), in_17, in_16, 1e-05);  in_17 = in_16 = None
        tmp_26 = torch.nn.functional.linear(tmp_25, in_19, in_18);  tmp_25 = in_19 = in_18 = None
        tmp_27 = 1.702 * tmp_26
        tmp_28 = torch.sigmoid(tmp_27);  tmp_27 = None
        tmp_29 = tmp_26 * tmp_28;  tmp_26 = tmp_28 = None
        tmp_30 = torch.nn.functional.linear(tmp_29, in_21, in_20);  tmp_29 = in_21 = in_20 = None
        tmp_31 = tmp_24 + tmp_30;  tmp_24 = tmp_30 = None
        tmp_32 = torch.nn.functional.layer_norm(tmp_31, (512,), in_31, in_30, 1e-05);  in_31 = in_30 = None
        tmp_33 = torch.nn.functional.linear(tmp_32, in_43, in_42);  in_43 = in_42 = None
        tmp_34 = torch.nn.functional.linear(tmp_32, in_39, in_38);  in_39 = in_38 = None
        tmp_35 = torch.nn.functional.linear(tmp_32, in_45, in_44);  tmp_32 = in_45 = in_44 = None
        tmp_36 = tmp_33.view((4, 32, -1, 64));  tmp_33 = None
        tmp_37 = tmp_36.transpose(1, 2);  tmp_36 = None
        tmp_38 = tmp_34.view((4, 32, -1, 64));  tmp_34 = None
        tmp_39 = tmp_38.transpose(1, 2);  tmp_38 = None
        tmp_40 = tmp_35.view((4, 32, -1, 64));  tmp_35 = None
        tmp_41 = tmp_40.transpose(1, 2);  tmp_40 = None
        tmp_42 = torch.nn.functional.scaled_dot_product_attention(tmp_37, tmp_39, tmp_41, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  tmp_37 = tmp_39 = tmp_41 = None
        tmp_43 = tmp_42.reshape(4, -1, 32, 64);  tmp_42 = None
        tmp_44 = tmp_43.transpose(1, 2);  tmp_43 = None
        tmp_45 = tmp_44.contiguous();  tmp_44 = None
        tmp_46 = tmp_45.reshape(4, 32, -1);  tmp_45 = None
        tmp_47 = tmp_46.contiguous();  tmp_46 = None
        tmp_48 = torch.nn.functional.linear(tmp_47, in_41, in_40);  tmp_47 = in_41 = in_40 = None
        tmp_49 = tmp_31 + tmp_48;  tmp_31 = tmp_48 = None
        tmp_50 = torch.nn.functional.layer_norm(tmp_49, (512,), in_33, in_32, 1e-05);  in_33 = in_32 = None
        tmp_51 = torch.nn.functional.linear(tmp_50, in_35, in_34);  tmp_50 = in_35 = in_34 = None
        tmp_52 = 1.702 * tmp_51
        tmp_53 = torch.sigmoid(tmp_52);  tmp_52 = None
        tmp_54 = tmp_51 * tmp_53;  tmp_51 = tmp_53 = None
        tmp_55 = torch.nn.functional.linear(tmp_54, in_37, in_36);  tmp_54 = in_37 = in_36 = None
        tmp_56 = tmp_49 + tmp_55;  tmp_49 = tmp_55 = None
        tmp_57 = torch.nn.functional.layer_norm(tmp_56, (512,), in_1, in_0, 1e-05);  in_1 = in_0 = None
        tmp_58 = torch.nn.functional.linear(tmp_57, in_5, in_4);  in_5 = in_4 = None
        tmp_59 = torch.nn.functional.linear(tmp_57, in_3, in_2);  in_3 = in_2 = None
        tmp_60 = torch.nn.functional.linear(tmp_57, in_7, in_6);  tmp_57 = in_7 = in_6 = None
        tmp_61 = tmp_58.view((4, 32, -1, 64));  tmp_58 = None
        tmp_62 = tmp_61.transpose(1, 2);  tmp_61 = None
        tmp_63 = tmp_59.view((4, 32, -1, 64));  tmp_59 = None
        return (tmp_56, tmp_60, tmp_62, tmp_63)
        