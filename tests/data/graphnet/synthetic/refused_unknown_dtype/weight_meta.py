class Program_weight_tensor_meta_a:
	name = "in_0"
	shape = [2]
	dtype = "torch.float99"
	mean = 0.0
	std = 1.0
