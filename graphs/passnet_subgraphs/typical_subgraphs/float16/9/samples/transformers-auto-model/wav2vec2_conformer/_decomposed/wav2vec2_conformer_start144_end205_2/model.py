import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37):
        tmp_0 = torch.nn.functional.layer_norm(in_36, (768,), in_10, in_9, 1e-05);  in_10 = in_9 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_12, in_11);  tmp_0 = in_12 = in_11 = None
        tmp_2 = torch.nn.functional.gelu(tmp_1);  tmp_1 = None
        tmp_3 = torch.nn.functional.dropout(tmp_2, 0.1, False, False);  tmp_2 = None
        tmp_4 = torch.nn.functional.linear(tmp_3, in_14, in_13);  tmp_3 = in_14 = in_13 = None
        tmp_5 = torch.nn.functional.dropout(tmp_4, 0.1, False, False);  tmp_4 = None
        tmp_6 = tmp_5 * 0.5;  tmp_5 = None
        tmp_7 = tmp_6 + in_36;  tmp_6 = in_36 = None
        tmp_8 = torch.nn.functional.layer_norm(tmp_7, (768,), in_24, in_23, 1e-05);  in_24 = in_23 = None
        tmp_9 = torch.nn.functional.linear(tmp_8, in_31, in_30);  in_31 = in_30 = None
        tmp_10 = tmp_9.view((1, 49, -1, 64));  tmp_9 = None
        tmp_11 = tmp_10.transpose(1, 2);  tmp_10 = None
        tmp_12 = torch.nn.functional.linear(tmp_8, in_26, in_25);  in_26 = in_25 = None
        tmp_13 = tmp_12.view((1, 49, -1, 64));  tmp_12 = None
        tmp_14 = tmp_13.transpose(1, 2);  tmp_13 = None
        tmp_15 = torch.nn.functional.linear(tmp_8, in_33, in_32);  tmp_8 = in_33 = in_32 = None
        tmp_16 = tmp_15.view((1, 49, -1, 64));  tmp_15 = None
        tmp_17 = tmp_16.transpose(1, 2);  tmp_16 = None
        tmp_18 = torch.nn.functional.linear(in_37, in_29, None);  in_37 = in_29 = None
        tmp_19 = tmp_18.view(1, 97, -1, 64);  tmp_18 = None
        tmp_20 = tmp_19.permute(0, 2, 3, 1);  tmp_19 = None
        tmp_21 = in_35[(None, slice(None, None, None), None, slice(None, None, None))];  in_35 = None
        tmp_22 = tmp_11 + tmp_21;  tmp_21 = None
        tmp_23 = torch.matmul(tmp_22, tmp_20);  tmp_22 = tmp_20 = None
        tmp_24 = torch.nn.functional.pad(tmp_23, (1, 0), 'constant', None);  tmp_23 = None
        tmp_25 = tmp_24.view(1, 12, 98, 49);  tmp_24 = None
        tmp_26 = tmp_25[(Ellipsis, slice(1, None, None), slice(None, None, None))];  tmp_25 = None
        tmp_27 = tmp_26.view((1, 12, 49, 97));  tmp_26 = None
        tmp_28 = tmp_27[(Ellipsis, slice(None, 49, None))];  tmp_27 = None
        tmp_29 = tmp_28 * 0.125;  tmp_28 = None
        tmp_30 = in_34[(None, slice(None, None, None), None, slice(None, None, None))];  in_34 = None
        tmp_31 = tmp_11 + tmp_30;  tmp_11 = tmp_30 = None
        tmp_32 = tmp_29.contiguous();  tmp_29 = None
        tmp_33 = torch.nn.functional.scaled_dot_product_attention(tmp_31, tmp_14, tmp_17, attn_mask = tmp_32, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_31 = tmp_14 = tmp_17 = tmp_32 = None
        tmp_34 = tmp_33.reshape(1, -1, 49, 64);  tmp_33 = None
        tmp_35 = tmp_34.transpose(1, 2);  tmp_34 = None
        tmp_36 = tmp_35.contiguous();  tmp_35 = None
        tmp_37 = tmp_36.reshape(1, 49, -1);  tmp_36 = None
        tmp_38 = torch.nn.functional.linear(tmp_37, in_28, in_27);  tmp_37 = in_28 = in_27 = None
        tmp_39 = torch.nn.functional.dropout(tmp_38, 0.1, False, False);  tmp_38 = None
        tmp_40 = tmp_39 + tmp_7;  tmp_39 = tmp_7 = None
        tmp_41 = torch.nn.functional.layer_norm(tmp_40, (768,), in_6, in_5, 1e-05);  in_6 = in_5 = None
        tmp_42 = tmp_41.transpose(1, 2);  tmp_41 = None
        tmp_43 = torch.conv1d(tmp_42, in_7, None, (1,), (0,), (1,), 1);  tmp_42 = in_7 = None
        tmp_44 = torch.nn.functional.glu(tmp_43, 1);  tmp_43 = None
        tmp_45 = torch.conv1d(tmp_44, in_4, None, (1,), (15,), (1,), 768);  tmp_44 = in_4 = None
        tmp_46 = torch.nn.functional.batch_norm(tmp_45, in_0, in_1, in_3, in_2, False, 0.1, 1e-05);  tmp_45 = in_0 = in_1 = in_3 = in_2 = None
        tmp_47 = torch.nn.functional.gelu(tmp_46);  tmp_46 = None
        tmp_48 = torch.conv1d(tmp_47, in_8, None, (1,), (0,), (1,), 1);  tmp_47 = in_8 = None
        tmp_49 = torch.nn.functional.dropout(tmp_48, 0.1, False, False);  tmp_48 = None
        tmp_50 = tmp_49.transpose(1, 2);  tmp_49 = None
        tmp_51 = tmp_40 + tmp_50;  tmp_40 = tmp_50 = None
        tmp_52 = torch.nn.functional.layer_norm(tmp_51, (768,), in_16, in_15, 1e-05);  in_16 = in_15 = None
        tmp_53 = torch.nn.functional.linear(tmp_52, in_18, in_17);  tmp_52 = in_18 = in_17 = None
        tmp_54 = torch.nn.functional.gelu(tmp_53);  tmp_53 = None
        tmp_55 = torch.nn.functional.dropout(tmp_54, 0.1, False, False);  tmp_54 = None
        tmp_56 = torch.nn.functional.linear(tmp_55, in_20, in_19);  tmp_55 = in_20 = in_19 = None
        tmp_57 = torch.nn.functional.dropout(tmp_56, 0.1, False, False);  tmp_56 = None
        tmp_58 = tmp_57 * 0.5;  tmp_57 = None
        tmp_59 = tmp_58 + tmp_51;  tmp_58 = tmp_51 = None
        tmp_60 = torch.nn.functional.layer_norm(tmp_59, (768,), in_22, in_21, 1e-05);  tmp_59 = in_22 = in_21 = None
        return (tmp_60,)
        