class Program_weight_tensor_meta_gate:
	name = "in_0"
	original_name = "gate"
	shape = [1024, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.998
