import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.linear(in_2, in_1, in_0);  in_2 = in_1 = in_0 = None
        tmp_1 = tmp_0.reshape(2, 16, 16, 2, 2, 8);  tmp_0 = None
        tmp_2 = torch.functional.einsum('nhwpqc->nchpwq', tmp_1);  tmp_1 = None
        tmp_3 = tmp_2.reshape(2, 8, 32, 32);  tmp_2 = None
        return (tmp_3,)
        