import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = in_5 + in_4;  in_5 = in_4 = None
        tmp_1 = torch.nn.functional.layer_norm(tmp_0, (48,), in_1, in_0, 1e-06);  in_1 = in_0 = None
        tmp_2 = torch.nn.functional.linear(tmp_1, in_3, in_2);  tmp_1 = in_3 = in_2 = None
        tmp_3 = tmp_2.reshape(4, 784, 3, 4, -1);  tmp_2 = None
        tmp_4 = tmp_3.permute(2, 0, 3, 4, 1);  tmp_3 = None
        tmp_5 = tmp_4.unbind(0);  tmp_4 = None
        tmp_6 = tmp_5[0]
        tmp_7 = tmp_5[1]
        tmp_8 = tmp_5[2];  tmp_5 = None
        return (tmp_0, tmp_6, tmp_7, tmp_8)
        