class Program_weight_tensor_meta_q:
	name = "in_0"
	original_name = "q"
	shape = [1, 4, 12, 784]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.123
