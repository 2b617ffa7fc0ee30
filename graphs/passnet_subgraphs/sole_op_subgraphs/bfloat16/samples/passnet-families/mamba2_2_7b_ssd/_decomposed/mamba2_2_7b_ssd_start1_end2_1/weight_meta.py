class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [1, 128, 2560]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.576
