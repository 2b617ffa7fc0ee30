import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_2.transpose(1, 2);  in_2 = None
        tmp_1 = tmp_0.reshape(128, 49, 96);  tmp_0 = None
        tmp_2 = torch.nn.functional.linear(tmp_1, in_1, in_0);  tmp_1 = in_1 = in_0 = None
        tmp_3 = torch.nn.functional.dropout(tmp_2, p = 0.0, training = False);  tmp_2 = None
        return (tmp_3,)
        