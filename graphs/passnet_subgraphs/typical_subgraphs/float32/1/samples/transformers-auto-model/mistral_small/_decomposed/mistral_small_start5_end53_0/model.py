import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = torch.arange(32, device = device(type='cpu'))
        tmp_1 = tmp_0 + 0;  tmp_0 = None
        tmp_2 = tmp_1.unsqueeze(0);  tmp_1 = None
        tmp_3 = tmp_2[(Ellipsis, None)];  tmp_2 = None
        tmp_4 = tmp_3.float();  tmp_3 = None
        tmp_5 = in_4.to(device = device(type='cpu'), dtype = torch.float32);  in_4 = None
        tmp_6 = tmp_4 * tmp_5;  tmp_4 = tmp_5 = None
        tmp_7 = torch.cat((tmp_6, tmp_6), dim = -1);  tmp_6 = None
        tmp_8 = tmp_7.cos()
        tmp_9 = tmp_8 * 1.0;  tmp_8 = None
        tmp_10 = tmp_7.sin();  tmp_7 = None
        tmp_11 = tmp_10 * 1.0;  tmp_10 = None
        tmp_12 = tmp_9.to(dtype = torch.float32);  tmp_9 = None
        tmp_13 = tmp_11.to(dtype = torch.float32);  tmp_11 = None
        tmp_14 = torch._C._log_api_usage_once('python.nn_module');  tmp_14 = None
        tmp_15 = in_5.to(torch.float32);  in_5 = None
        tmp_16 = tmp_15.pow(2)
        tmp_17 = tmp_16.mean(-1, keepdim = True);  tmp_16 = None
        tmp_18 = tmp_17 + 1e-06;  tmp_17 = None
        tmp_19 = torch.rsqrt(tmp_18);  tmp_18 = None
        tmp_20 = tmp_15 * tmp_19;  tmp_15 = tmp_19 = None
        tmp_21 = tmp_20.to(torch.float32);  tmp_20 = None
        tmp_22 = in_0 * tmp_21;  in_0 = tmp_21 = None
        tmp_23 = torch.nn.functional.linear(tmp_22, in_2, None);  in_2 = None
        tmp_24 = tmp_23.view((4, 32, -1, 64));  tmp_23 = None
        tmp_25 = tmp_24.transpose(1, 2);  tmp_24 = None
        tmp_26 = torch.nn.functional.linear(tmp_22, in_1, None);  in_1 = None
        tmp_27 = tmp_26.view((4, 32, -1, 64));  tmp_26 = None
        tmp_28 = tmp_27.transpose(1, 2);  tmp_27 = None
        tmp_29 = torch.nn.functional.linear(tmp_22, in_3, None);  tmp_22 = in_3 = None
        tmp_30 = tmp_29.view((4, 32, -1, 64));  tmp_29 = None
        tmp_31 = tmp_30.transpose(1, 2);  tmp_30 = None
        tmp_32 = tmp_12.unsqueeze(1)
        tmp_33 = tmp_13.unsqueeze(1)
        tmp_34 = tmp_25 * tmp_32
        tmp_35 = tmp_25[(Ellipsis, slice(None, 32, None))]
        tmp_36 = tmp_25[(Ellipsis, slice(32, None, None))];  tmp_25 = None
        tmp_37 = -tmp_36;  tmp_36 = None
        tmp_38 = torch.cat((tmp_37, tmp_35), dim = -1);  tmp_37 = tmp_35 = None
        tmp_39 = tmp_38 * tmp_33;  tmp_38 = None
        tmp_40 = tmp_34 + tmp_39;  tmp_34 = tmp_39 = None
        tmp_41 = tmp_28 * tmp_32;  tmp_32 = None
        tmp_42 = tmp_28[(Ellipsis, slice(None, 32, None))]
        tmp_43 = tmp_28[(Ellipsis, slice(32, None, None))];  tmp_28 = None
        tmp_44 = -tmp_43;  tmp_43 = None
        tmp_45 = torch.cat((tmp_44, tmp_42), dim = -1);  tmp_44 = tmp_42 = None
        tmp_46 = tmp_45 * tmp_33;  tmp_45 = tmp_33 = None
        tmp_47 = tmp_41 + tmp_46;  tmp_41 = tmp_46 = None
        return (tmp_12, tmp_13, tmp_31, tmp_40, tmp_47)
        