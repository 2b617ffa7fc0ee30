import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.addmm(in_0, in_2, in_1);  in_0 = in_2 = in_1 = None
        tmp_1 = tmp_0.view((4, 32, 3072));  tmp_0 = None
        tmp_2 = 0.5 * tmp_1
        tmp_3 = torch.pow(tmp_1, 3.0)
        tmp_4 = 0.044715 * tmp_3;  tmp_3 = None
        tmp_5 = tmp_1 + tmp_4;  tmp_1 = tmp_4 = None
        tmp_6 = 0.7978845608028654 * tmp_5;  tmp_5 = None
        tmp_7 = torch.tanh(tmp_6);  tmp_6 = None
        tmp_8 = 1.0 + tmp_7;  tmp_7 = None
        tmp_9 = tmp_2 * tmp_8;  tmp_2 = tmp_8 = None
        return (tmp_9,)
        