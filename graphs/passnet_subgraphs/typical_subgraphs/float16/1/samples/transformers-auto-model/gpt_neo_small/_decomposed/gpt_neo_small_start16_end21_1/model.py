import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = torch.nn.functional.embedding(in_5, in_3, None, None, 2.0, False, False);  in_5 = in_3 = None
        tmp_1 = in_4 + tmp_0;  in_4 = tmp_0 = None
        tmp_2 = torch.nn.functional.dropout(tmp_1, 0.0, False, False);  tmp_1 = None
        tmp_3 = torch.nn.functional.layer_norm(tmp_2, (512,), in_2, in_1, 1e-05);  in_2 = in_1 = None
        tmp_4 = torch.nn.functional.linear(tmp_3, in_0, None);  in_0 = None
        return (tmp_2, tmp_3, tmp_4)
        