import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11):
        tmp_0 = in_8.mean(-1, keepdim = True);  in_8 = None
        tmp_1 = tmp_0 + 1e-05;  tmp_0 = None
        tmp_2 = torch.rsqrt(tmp_1);  tmp_1 = None
        tmp_3 = in_11 * tmp_2;  in_11 = tmp_2 = None
        tmp_4 = tmp_3.to(torch.float32);  tmp_3 = None
        tmp_5 = in_6 * tmp_4;  in_6 = tmp_4 = None
        to = tmp_5.to(torch.float16)
        tmp_6 = torch.nn.functional.linear(to, in_4, None);  to = in_4 = None
        tmp_7 = tmp_6.view(1, 1, 32, 128);  tmp_6 = None
        tmp_8 = tmp_7.transpose(1, 2);  tmp_7 = None
        to_5 = tmp_5.to(torch.float16)
        tmp_9 = torch.nn.functional.linear(to_5, in_2, None);  to_5 = in_2 = None
        tmp_10 = tmp_9.view(1, 1, 8, 128);  tmp_9 = None
        tmp_11 = tmp_10.transpose(1, 2);  tmp_10 = None
        to_6 = tmp_5.to(torch.float16);  tmp_5 = None
        tmp_12 = torch.nn.functional.linear(to_6, in_5, None);  to_6 = in_5 = None
        tmp_13 = tmp_12.view(1, 1, 8, 128);  tmp_12 = None
        tmp_14 = tmp_13.transpose(1, 2);  tmp_13 = None
        tmp_15 = in_7.unsqueeze(1);  in_7 = None
        tmp_16 = in_9.unsqueeze(1);  in_9 = None
        tmp_17 = tmp_8 * tmp_15
        tmp_18 = tmp_8.chunk(2, dim = -1);  tmp_8 = None
        tmp_19 = tmp_18[0]
        tmp_20 = tmp_18[1];  tmp_18 = None
        tmp_21 = -tmp_20;  tmp_20 = None
        tmp_22 = torch.cat((tmp_21, tmp_19), dim = -1);  tmp_21 = tmp_19 = None
        tmp_23 = tmp_22 * tmp_16;  tmp_22 = None
        tmp_24 = tmp_17 + tmp_23;  tmp_17 = tmp_23 = None
        tmp_25 = tmp_11 * tmp_15;  tmp_15 = None
        tmp_26 = tmp_11.chunk(2, dim = -1);  tmp_11 = None
        tmp_27 = tmp_26[0]
        tmp_28 = tmp_26[1];  tmp_26 = None
        tmp_29 = -tmp_28;  tmp_28 = None
        tmp_30 = torch.cat((tmp_29, tmp_27), dim = -1);  tmp_29 = tmp_27 = None
        tmp_31 = tmp_30 * tmp_16;  tmp_30 = tmp_16 = None
        tmp_32 = tmp_25 + tmp_31;  tmp_25 = tmp_31 = None
        tmp_33 = torch.cat([in_0, tmp_32], dim = -2);  in_0 = tmp_32 = None
        tmp_34 = torch.cat([in_1, tmp_14], dim = -2);  in_1 = tmp_14 = None
        tmp_35 = tmp_33[(slice(None, None, None), slice(None, None, None), None)]
        tmp_36 = tmp_35.expand(1, 8, 4, 129, 128);  tmp_35 = None
        tmp_37 = tmp_36.reshape(1, 32, 129, 128);  tmp_36 = None
        tmp_38 = tmp_34[(slice(None, None, None), slice(None, None, None), None)]
        tmp_39 = tmp_38.expand(1, 8, 4, 129, 128);  tmp_38 = None
        tmp_40 = tmp_39.reshape(1, 32, 129, 128);  tmp_39 = None
        tmp_41 = torch.nn.functional.scaled_dot_product_attention(tmp_24, tmp_37, tmp_40, scale = 0.08838834764831845);  tmp_24 = tmp_37 = tmp_40 = None
        tmp_42 = tmp_41.transpose(1, 2);  tmp_41 = None
        tmp_43 = tmp_42.reshape(1, 1, -1);  tmp_42 = None
        tmp_44 = torch.nn.functional.linear(tmp_43, in_3, None);  tmp_43 = in_3 = None
        tmp_45 = in_10 + tmp_44;  in_10 = tmp_44 = None
        return (tmp_33, tmp_34, tmp_45)
        