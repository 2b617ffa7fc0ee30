import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_0 @ in_1;  in_0 = in_1 = None
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = tmp_1.reshape(4, 196, 128);  tmp_1 = None
        tmp_3 = torch.nn.functional.hardswish(tmp_2, False);  tmp_2 = None
        return (tmp_3,)
        