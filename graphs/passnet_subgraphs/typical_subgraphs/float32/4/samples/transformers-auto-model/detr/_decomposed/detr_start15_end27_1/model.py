import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = torch.conv2d(in_5, in_0, None, (1, 1), (0, 0), (1, 1), 1);  in_5 = in_0 = None
        tmp_1 = in_4.reshape(1, -1, 1, 1);  in_4 = None
        tmp_2 = in_1.reshape(1, -1, 1, 1);  in_1 = None
        tmp_3 = in_3.reshape(1, -1, 1, 1);  in_3 = None
        tmp_4 = in_2.reshape(1, -1, 1, 1);  in_2 = None
        tmp_5 = tmp_3 + 1e-05;  tmp_3 = None
        tmp_6 = tmp_5.rsqrt();  tmp_5 = None
        tmp_7 = tmp_1 * tmp_6;  tmp_1 = tmp_6 = None
        tmp_8 = tmp_4 * tmp_7;  tmp_4 = None
        tmp_9 = tmp_2 - tmp_8;  tmp_2 = tmp_8 = None
        tmp_10 = tmp_0 * tmp_7;  tmp_0 = tmp_7 = None
        tmp_11 = tmp_10 + tmp_9;  tmp_10 = tmp_9 = None
        return (tmp_11,)
        